import type { BillingAddress } from '../account/accountRepository';
import { SIMULATED_HOLDERS, type SimulatedHolder } from '../interbank';
import { encodeBrCode, type AccountStatusName, type PixKeyType, type PixLimits } from '@ipe/domain';

/** Every demo user signs in with this password and moves money with this PIN. */
export const DEMO_PASSWORD = 'Ipe@2026';
export const DEMO_PIN = '1234';
/**
 * The code of the demo invitation (lucia@ipe.dev to the Padaria), public like the password: the
 * seed e-mails nothing, so the accept-invitation flow can be tried with this.
 */
export const DEMO_INVITATION_CODE = '246810';
/** A static Pix code (R$ 15,00 to Carlos's e-mail key), to try pix/copyPaste right away. */
export const DEMO_BR_CODE = encodeBrCode({
  key: 'carlos@ipe.dev',
  amountCents: 15_00,
  name: 'Carlos Eduardo Ramos',
  city: 'Sao Paulo',
  txid: 'DEMO1',
});
/**
 * Maria's TOTP secret, fixed so an authenticator app can be set up once from the README.
 * A demo value only: real users enrol their own through POST /otp/v1/totp/enroll.
 */
export const DEMO_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

export interface DemoUser {
  email: string;
  name: string;
  totpSecret?: string;
}

export type DemoMovement = {
  /** Days before the first seeding. */
  daysAgo: number;
  amountCents: number;
  description: string;
} & (
  | {
      kind: 'pix_in';
      /** Who paid it, at another bank: a refund sends the money back there. */
      payer: SimulatedHolder;
    }
  | {
      kind: 'internal_transfer';
      /** The other demo account (by key), money going there. */
      to: string;
    }
  | {
      kind: 'pix_out';
      /** Whom it paid, at another bank, by their first key: paid as a customer pays (a receipt). */
      payee: SimulatedHolder;
    }
  | {
      kind: 'boleto_payment';
      /** The bill of another bank it paid: a bank boleto (due days later) or a utility bill. */
      bill: { kind: 'bank' | 'collection'; beneficiary: { name: string; document: string } };
    }
  | { kind: 'ted_in' }
);

/** A simulated customer of another bank (interbank/simulator.ts), by name. */
function holder(name: string): SimulatedHolder {
  const found = SIMULATED_HOLDERS.find((candidate) => candidate.holder.name === name);
  if (!found) throw new Error(`No simulated holder named ${name}`);
  return found;
}
const EDITORA = holder('Editora Horizonte Ltda');
const MAQUININHA = holder('Maquininha Fácil Pagamentos Ltda');
/** Maria's power company, whose utility bills the simulated registry also addresses to her. */
const ENERGY_COMPANY = { name: 'Companhia Paulista de Energia', document: '60444437000146' };

export interface DemoAccount {
  key: string;
  kind: 'person' | 'company';
  legalName: string;
  document: string;
  status: AccountStatusName;
  providerStatus: string;
  email: string;
  phone: string;
  address: BillingAddress;
  openedAt: string;
  members: { email: string; userType: number; canTransact: boolean }[];
  /** People invited by the holder who have no sign-in yet (code DEMO_INVITATION_CODE). */
  invitations?: { email: string; name: string; userType: 2 | 3; canTransact: boolean }[];
  movements: DemoMovement[];
  /** Pix keys held at this bank (registering keys comes with the keys screen). */
  pixKeys?: { type: PixKeyType; key: string }[];
}

/**
 * The Pix limits every demo account's holder chose: higher than a new account's, so a demo
 * (and the tests that play one, at any hour) is not stopped by the night's R$ 1.000.
 */
export const DEMO_PIX_LIMITS: PixLimits = {
  daytime: { perPayment: 20_000_00, perPeriod: 50_000_00 },
  nighttime: { perPayment: 10_000_00, perPeriod: 20_000_00 },
  nightStart: '20:00',
};

export const DEMO_USERS: DemoUser[] = [
  { email: 'maria@ipe.dev', name: 'Maria Oliveira Santos', totpSecret: DEMO_TOTP_SECRET },
  { email: 'carlos@ipe.dev', name: 'Carlos Eduardo Ramos' },
  { email: 'ana@ipe.dev', name: 'Ana Beatriz Souza' },
  { email: 'joao@ipe.dev', name: 'João Pereira Lima' },
  { email: 'pedro@ipe.dev', name: 'Pedro Alves Costa' },
];

const address = (
  logradouro: string,
  numero: string,
  complemento: string | null,
  bairro: string,
  cidade: string,
  estado: string,
  cep: string,
): BillingAddress => ({
  billing_address_logradouro: logradouro,
  billing_address_numero: numero,
  billing_address_complemento: complemento,
  billing_address_bairro: bairro,
  billing_address_cidade: cidade,
  billing_address_estado: estado,
  billing_address_cep: cep,
});

/**
 * The demo bank: a person in good standing with history, a company with two users (one without
 * permission to move money) and an invitation not yet accepted, the company holder's own personal
 * account (so he switches between two), an account in consult mode and a blocked one.
 */
export const DEMO_ACCOUNTS: DemoAccount[] = [
  {
    key: 'maria',
    kind: 'person',
    legalName: 'Maria Oliveira Santos',
    document: '52998224725',
    status: 'ACTIVE',
    providerStatus: 'REGULAR',
    email: 'maria@ipe.dev',
    phone: '+5511987654321',
    address: address(
      'Avenida Paulista',
      '1000',
      'Apto 52',
      'Bela Vista',
      'São Paulo',
      'SP',
      '01310100',
    ),
    openedAt: '2023-03-14T13:00:00Z',
    members: [{ email: 'maria@ipe.dev', userType: 1, canTransact: true }],
    pixKeys: [
      { type: 'cpf', key: '52998224725' },
      { type: 'email', key: 'maria@ipe.dev' },
    ],
    movements: [
      {
        daysAgo: 58,
        kind: 'pix_in',
        amountCents: 520_000,
        description: 'Salário — Editora Horizonte',
        payer: EDITORA,
      },
      {
        daysAgo: 55,
        kind: 'boleto_payment',
        amountCents: 18_990,
        description: 'Conta de luz',
        bill: { kind: 'collection', beneficiary: ENERGY_COMPANY },
      },
      {
        daysAgo: 50,
        kind: 'internal_transfer',
        amountCents: 4_590,
        description: 'Pães e cafés',
        to: 'padaria',
      },
      {
        daysAgo: 41,
        kind: 'pix_out',
        amountCents: 120_000,
        description: 'Aluguel',
        payee: holder('Imobiliária Jardim Ltda'),
      },
      {
        daysAgo: 28,
        kind: 'pix_in',
        amountCents: 520_000,
        description: 'Salário — Editora Horizonte',
        payer: EDITORA,
      },
      { daysAgo: 26, kind: 'ted_in', amountCents: 35_000, description: 'Reembolso de despesas' },
      {
        daysAgo: 20,
        kind: 'internal_transfer',
        amountCents: 15_000,
        description: 'Presente de aniversário',
        to: 'joao',
      },
      {
        daysAgo: 12,
        kind: 'boleto_payment',
        amountCents: 9_990,
        description: 'Internet fibra',
        bill: {
          kind: 'bank',
          beneficiary: { name: 'Fibra Rápida Telecom Ltda', document: '19473628000132' },
        },
      },
      {
        daysAgo: 3,
        kind: 'internal_transfer',
        amountCents: 3_280,
        description: 'Café da manhã',
        to: 'padaria',
      },
      {
        daysAgo: 1,
        kind: 'pix_out',
        amountCents: 8_750,
        description: 'Remédios',
        payee: holder('Farmácia São Bento Ltda'),
      },
    ],
  },
  {
    key: 'padaria',
    kind: 'company',
    legalName: 'Padaria Ipê Amarelo Ltda',
    document: '11222333000181',
    status: 'ACTIVE',
    providerStatus: 'REGULAR',
    email: 'contato@padariaipe.dev',
    phone: '+551133334444',
    address: address(
      'Avenida Brigadeiro Faria Lima',
      '1500',
      'Loja 3',
      'Itaim Bibi',
      'São Paulo',
      'SP',
      '04543011',
    ),
    openedAt: '2024-06-03T12:00:00Z',
    members: [
      { email: 'carlos@ipe.dev', userType: 1, canTransact: true },
      { email: 'ana@ipe.dev', userType: 2, canTransact: false },
    ],
    pixKeys: [{ type: 'cnpj', key: '11222333000181' }],
    invitations: [
      { email: 'lucia@ipe.dev', name: 'Lúcia Fernandes', userType: 3, canTransact: false },
    ],
    movements: [
      {
        daysAgo: 45,
        kind: 'pix_in',
        amountCents: 1_250_000,
        description: 'Vendas do mês (maquininha)',
        payer: MAQUININHA,
      },
      {
        daysAgo: 30,
        kind: 'boleto_payment',
        amountCents: 230_000,
        description: 'Farinha',
        bill: {
          kind: 'bank',
          beneficiary: { name: 'Moinho Paulista Ltda', document: '52841739000120' },
        },
      },
      {
        daysAgo: 15,
        kind: 'pix_in',
        amountCents: 640_000,
        description: 'Vendas da quinzena',
        payer: MAQUININHA,
      },
      {
        daysAgo: 5,
        kind: 'pix_out',
        amountCents: 180_000,
        description: 'Salário',
        payee: holder('Rafael Nogueira Dias'),
      },
    ],
  },
  {
    // Bound after the Padaria, so the Padaria stays the account Carlos's sign-in opens first.
    key: 'carlos',
    kind: 'person',
    legalName: 'Carlos Eduardo Ramos',
    document: '39053344705',
    status: 'ACTIVE',
    providerStatus: 'REGULAR',
    email: 'carlos@ipe.dev',
    phone: '+5511976543210',
    address: address(
      'Rua Harmonia',
      '215',
      'Casa 2',
      'Vila Madalena',
      'São Paulo',
      'SP',
      '05435000',
    ),
    openedAt: '2024-06-03T12:30:00Z',
    members: [{ email: 'carlos@ipe.dev', userType: 1, canTransact: true }],
    pixKeys: [
      { type: 'email', key: 'carlos@ipe.dev' },
      { type: 'phone', key: '+5511976543210' },
      { type: 'evp', key: '3f6c1a52-9b1e-4d27-8f0a-6c2d9e4b7a15' },
    ],
    movements: [
      { daysAgo: 32, kind: 'ted_in', amountCents: 300_000, description: 'Resgate de investimento' },
      {
        daysAgo: 9,
        kind: 'pix_out',
        amountCents: 12_500,
        description: 'Compras da semana',
        payee: holder('Mercado Vila Madalena Ltda'),
      },
    ],
  },
  {
    key: 'joao',
    kind: 'person',
    legalName: 'João Pereira Lima',
    document: '11144477735',
    status: 'ACTIVE',
    providerStatus: 'PENDING_DOCUMENTS',
    email: 'joao@ipe.dev',
    phone: '+5521998887766',
    address: address(
      'Avenida Atlântica',
      '1702',
      null,
      'Copacabana',
      'Rio de Janeiro',
      'RJ',
      '22021001',
    ),
    openedAt: '2025-01-20T15:00:00Z',
    members: [{ email: 'joao@ipe.dev', userType: 1, canTransact: true }],
    movements: [
      {
        daysAgo: 35,
        kind: 'pix_in',
        amountCents: 80_000,
        description: 'Freela de fotografia',
        payer: holder('Bruno Carvalho Lima'),
      },
    ],
  },
  {
    key: 'pedro',
    kind: 'person',
    legalName: 'Pedro Alves Costa',
    document: '12345678909',
    status: 'BLOCKED',
    providerStatus: 'REGULAR',
    email: 'pedro@ipe.dev',
    phone: '+5531991112233',
    address: address(
      'Praça da Liberdade',
      '10',
      null,
      'Funcionários',
      'Belo Horizonte',
      'MG',
      '30140010',
    ),
    openedAt: '2024-09-09T12:00:00Z',
    members: [{ email: 'pedro@ipe.dev', userType: 1, canTransact: true }],
    movements: [
      {
        daysAgo: 40,
        kind: 'pix_in',
        amountCents: 25_000,
        description: 'Pix de Lúcia',
        payer: holder('Lúcia Fernandes'),
      },
    ],
  },
];

/** Who signs in as what, for the start banner and the README. */
export const DEMO_SIGN_INS = [
  { email: 'maria@ipe.dev', what: 'pessoa física, conta regular com saldo e histórico' },
  {
    email: 'carlos@ipe.dev',
    what: 'titular da Padaria Ipê Amarelo (empresa) e de uma conta pessoal: troca de conta',
  },
  { email: 'ana@ipe.dev', what: 'operadora da Padaria, sem permissão de transação (423)' },
  { email: 'joao@ipe.dev', what: 'modo consulta: provider_status PENDING_DOCUMENTS' },
  { email: 'pedro@ipe.dev', what: 'conta bloqueada (BLOCKED)' },
];
