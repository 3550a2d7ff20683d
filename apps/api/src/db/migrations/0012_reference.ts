import type { Migration } from '../migrate';

/**
 * Reference data the product reads but customers never change.
 *
 * - Postal codes: `postal_codes` holds full addresses for the CEPs the server knows one by one
 *   (well-known public addresses, which the demo accounts use); `postal_code_ranges` holds the
 *   Correios CEP ranges of every state and of every state capital, so any CEP gets at least its
 *   state (and city, in a capital) until a real address provider is plugged in.
 * - Account fees (tarifas), by kind of account.
 */
export const referenceMigration: Migration = {
  id: '0012_reference',
  sql: `
CREATE TABLE postal_codes (
  cep text PRIMARY KEY CHECK (cep ~ '^[0-9]{8}$'),
  logradouro text NOT NULL,
  bairro text NOT NULL,
  cidade text NOT NULL,
  estado text NOT NULL CHECK (estado ~ '^[A-Z]{2}$')
);

CREATE TABLE postal_code_ranges (
  id integer GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  first_cep text NOT NULL CHECK (first_cep ~ '^[0-9]{8}$'),
  last_cep text NOT NULL CHECK (last_cep ~ '^[0-9]{8}$'),
  estado text NOT NULL CHECK (estado ~ '^[A-Z]{2}$'),
  -- Null for a whole state; the city for a capital's range.
  cidade text,
  UNIQUE (first_cep, last_cep, cidade),
  CHECK (first_cep <= last_cep)
);

INSERT INTO postal_code_ranges (first_cep, last_cep, estado, cidade) VALUES
  ('01000000', '19999999', 'SP', NULL), ('20000000', '28999999', 'RJ', NULL),
  ('29000000', '29999999', 'ES', NULL), ('30000000', '39999999', 'MG', NULL),
  ('40000000', '48999999', 'BA', NULL), ('49000000', '49999999', 'SE', NULL),
  ('50000000', '56999999', 'PE', NULL), ('57000000', '57999999', 'AL', NULL),
  ('58000000', '58999999', 'PB', NULL), ('59000000', '59999999', 'RN', NULL),
  ('60000000', '63999999', 'CE', NULL), ('64000000', '64999999', 'PI', NULL),
  ('65000000', '65999999', 'MA', NULL), ('66000000', '68899999', 'PA', NULL),
  ('68900000', '68999999', 'AP', NULL), ('69000000', '69299999', 'AM', NULL),
  ('69300000', '69399999', 'RR', NULL), ('69400000', '69899999', 'AM', NULL),
  ('69900000', '69999999', 'AC', NULL), ('70000000', '72799999', 'DF', NULL),
  ('72800000', '72999999', 'GO', NULL), ('73000000', '73699999', 'DF', NULL),
  ('73700000', '76799999', 'GO', NULL), ('76800000', '76999999', 'RO', NULL),
  ('77000000', '77999999', 'TO', NULL), ('78000000', '78899999', 'MT', NULL),
  ('79000000', '79999999', 'MS', NULL), ('80000000', '87999999', 'PR', NULL),
  ('88000000', '89999999', 'SC', NULL), ('90000000', '99999999', 'RS', NULL),
  ('01000000', '05999999', 'SP', 'São Paulo'), ('08000000', '08499999', 'SP', 'São Paulo'),
  ('20000000', '23799999', 'RJ', 'Rio de Janeiro'), ('29000000', '29099999', 'ES', 'Vitória'),
  ('30000000', '31999999', 'MG', 'Belo Horizonte'), ('40000000', '42499999', 'BA', 'Salvador'),
  ('49000000', '49099999', 'SE', 'Aracaju'), ('50000000', '52999999', 'PE', 'Recife'),
  ('57000000', '57099999', 'AL', 'Maceió'), ('58000000', '58099999', 'PB', 'João Pessoa'),
  ('59000000', '59139999', 'RN', 'Natal'), ('60000000', '61599999', 'CE', 'Fortaleza'),
  ('64000000', '64099999', 'PI', 'Teresina'), ('65000000', '65109999', 'MA', 'São Luís'),
  ('66000000', '66999999', 'PA', 'Belém'), ('68900000', '68911999', 'AP', 'Macapá'),
  ('69000000', '69099999', 'AM', 'Manaus'), ('69300000', '69339999', 'RR', 'Boa Vista'),
  ('69900000', '69923999', 'AC', 'Rio Branco'), ('70000000', '72799999', 'DF', 'Brasília'),
  ('73000000', '73699999', 'DF', 'Brasília'), ('74000000', '74899999', 'GO', 'Goiânia'),
  ('76800000', '76834999', 'RO', 'Porto Velho'), ('77000000', '77249999', 'TO', 'Palmas'),
  ('78000000', '78109999', 'MT', 'Cuiabá'), ('79000000', '79129999', 'MS', 'Campo Grande'),
  ('80000000', '82999999', 'PR', 'Curitiba'), ('88000000', '88099999', 'SC', 'Florianópolis'),
  ('90000000', '91999999', 'RS', 'Porto Alegre');

INSERT INTO postal_codes (cep, logradouro, bairro, cidade, estado) VALUES
  ('01001000', 'Praça da Sé', 'Sé', 'São Paulo', 'SP'),
  ('01310100', 'Avenida Paulista', 'Bela Vista', 'São Paulo', 'SP'),
  ('01310200', 'Avenida Paulista', 'Bela Vista', 'São Paulo', 'SP'),
  ('01037010', 'Praça Ramos de Azevedo', 'República', 'São Paulo', 'SP'),
  ('04094050', 'Avenida Pedro Álvares Cabral', 'Vila Mariana', 'São Paulo', 'SP'),
  ('04543011', 'Avenida Brigadeiro Faria Lima', 'Itaim Bibi', 'São Paulo', 'SP'),
  ('20271130', 'Avenida Presidente Castelo Branco', 'Maracanã', 'Rio de Janeiro', 'RJ'),
  ('22021001', 'Avenida Atlântica', 'Copacabana', 'Rio de Janeiro', 'RJ'),
  ('70150900', 'Praça dos Três Poderes', 'Zona Cívico-Administrativa', 'Brasília', 'DF'),
  ('70160900', 'Praça dos Três Poderes', 'Zona Cívico-Administrativa', 'Brasília', 'DF'),
  ('70165900', 'Praça dos Três Poderes', 'Zona Cívico-Administrativa', 'Brasília', 'DF'),
  ('30140010', 'Praça da Liberdade', 'Funcionários', 'Belo Horizonte', 'MG'),
  ('80210390', 'Rua Engenheiro Ostoja Roguski', 'Jardim Botânico', 'Curitiba', 'PR');

CREATE TABLE account_fees (
  account_kind text NOT NULL CHECK (account_kind IN ('person', 'company')),
  code text NOT NULL CHECK (code ~ '^[a-z][a-z0-9_]{0,39}$'),
  type text NOT NULL CHECK (type IN ('pix', 'ted', 'boleto', 'saque', 'cartao', 'conta')),
  name text NOT NULL,
  amount_cents bigint NOT NULL CHECK (amount_cents >= 0),
  description text NOT NULL,
  PRIMARY KEY (account_kind, code)
);

INSERT INTO account_fees (account_kind, code, type, name, amount_cents, description) VALUES
  ('person', 'account_maintenance', 'conta', 'Manutenção da conta', 0, 'Sem mensalidade.'),
  ('person', 'pix_out', 'pix', 'Pix enviado', 0, 'Grátis e sem limite de quantidade.'),
  ('person', 'pix_in', 'pix', 'Pix recebido', 0, 'Grátis.'),
  ('person', 'ted_out', 'ted', 'TED para outro banco', 0, 'Grátis.'),
  ('person', 'boleto_issue', 'boleto', 'Boleto emitido e pago', 0, 'Grátis.'),
  ('person', 'cash_withdrawal', 'saque', 'Saque na rede Banco24Horas', 650, 'Por saque.'),
  ('person', 'card_reissue', 'cartao', 'Segunda via do cartão de débito', 1000, 'Por cartão.'),
  ('company', 'account_maintenance', 'conta', 'Manutenção da conta', 0, 'Sem mensalidade.'),
  ('company', 'pix_out', 'pix', 'Pix enviado', 100, 'Por Pix enviado.'),
  ('company', 'pix_in', 'pix', 'Pix recebido', 0, 'Grátis.'),
  ('company', 'ted_out', 'ted', 'TED para outro banco', 300, 'Por TED enviada.'),
  ('company', 'boleto_issue', 'boleto', 'Boleto emitido e pago', 190, 'Por boleto pago.'),
  ('company', 'cash_withdrawal', 'saque', 'Saque na rede Banco24Horas', 650, 'Por saque.'),
  ('company', 'card_reissue', 'cartao', 'Segunda via do cartão de débito', 1000, 'Por cartão.');
`,
};
