import { z } from 'zod';
import { ACCOUNT_STATUS_NAMES } from '@ipe/domain';

/** SPEC §3 account status (stored by the web app under ACCOUNT_STATUS). */
export const accountStatusSchema = z
  .object({
    account_id: z.string().describe('Identidade da conta (sub do token)'),
    provider_status: z.string().describe('REGULAR quando a conta pode operar'),
    status: z.number().int().describe('1 ativa; acima de 1 só consulta'),
    status_name: z.enum(ACCOUNT_STATUS_NAMES),
    user_type: z
      .number()
      .int()
      .describe('1 titular, 2 operador, 3 consulta; acima de 2 só consulta'),
    can_transact: z
      .boolean()
      .describe('Este usuário pode movimentar dinheiro nesta conta (permissão do titular)'),
    unique_id_key_hash: z
      .string()
      .nullable()
      .describe('SHA-256 da chave do aparelho habilitado por último; null se nenhum'),
    user_name: z.string().describe('Nome da pessoa que entrou (não o da conta)'),
  })
  .meta({ id: 'AccountStatus' });

/** One entry of the ACCOUNTS list: an account this user may sign in to. */
export const accountSummarySchema = z
  .object({
    account_id: z.string(),
    name: z.string(),
    kind: z.enum(['person', 'company']),
    document: z.string().describe('CPF ou CNPJ, só dígitos (CNPJ pode ter letras)'),
    branch: z.string(),
    number: z.string(),
    status: z.number().int(),
    status_name: z.enum(ACCOUNT_STATUS_NAMES),
    provider_status: z.string(),
    user_type: z.number().int(),
    can_transact: z.boolean(),
  })
  .meta({ id: 'AccountSummary' });

export const billingAddressSchema = z
  .object({
    billing_address_logradouro: z.string().nullable(),
    billing_address_numero: z.string().nullable(),
    billing_address_complemento: z.string().nullable(),
    billing_address_bairro: z.string().nullable(),
    billing_address_cidade: z.string().nullable(),
    billing_address_estado: z.string().nullable(),
    billing_address_cep: z.string().nullable(),
  })
  .meta({ id: 'BillingAddress' });

/** ACCOUNT_INFORMATION: the account's details as its holder sees them. */
export const accountInformationSchema = z
  .object({
    account_id: z.string(),
    name: z.string().describe('Nome de exibição (pode ser trocado em changename)'),
    legal_name: z.string().describe('Nome civil ou razão social'),
    kind: z.enum(['person', 'company']),
    document: z.string(),
    bank: z.object({ code: z.string(), ispb: z.string(), name: z.string() }),
    branch: z.string(),
    number: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    opened_at: z.string(),
    address: billingAddressSchema,
    account_status: accountStatusSchema,
  })
  .meta({ id: 'AccountInformation' });

export const balanceSchema = z
  .object({
    balance: z.number().int().describe('Saldo disponível em centavos'),
    posted: z.number().int().describe('Saldo contábil (lançamentos efetivados) em centavos'),
    pending_debits: z.number().int().describe('Reservado para saídas pendentes, em centavos'),
    pending_credits: z.number().int().describe('Entradas pendentes, em centavos'),
    currency: z.literal('BRL'),
    updated_at: z.string(),
  })
  .meta({ id: 'Balance' });
