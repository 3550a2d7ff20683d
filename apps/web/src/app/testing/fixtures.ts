import type {
  AccountApplication,
  AccountFee,
  CardPurchase,
  DebitCard,
  BoletoBill,
  BoletoPayment,
  BoletoSchedule,
  IssuedBoleto,
  PublicBoleto,
  AccountInformation,
  Balance,
  AccountStatus,
  AccountSummary,
  BoundUser,
  Device,
  HealthFlags,
  LoginAnswer,
  PixApiClient,
  PixBrCodeReading,
  PixCharge,
  PixDispute,
  PixFavorite,
  PixKey,
  PixKeyClaim,
  PixLimits,
  PixAutomatic,
  PixSchedule,
  PixParticipant,
  PixPayment,
  PixReceived,
  PixRecipient,
  SameBankAccount,
  StatementItem,
  StatementPage,
} from '../api/types';
import {
  bankBarcode,
  barcodeToLine,
  encodeBrCode,
  encodeDynamicBrCode,
  addDays,
  movementCategory,
  saoPauloInstant,
  toSaoPauloDate,
} from '@ipe/domain';

export const ACCOUNT_ID = '6f1c2a4e-1b2c-4d5e-8f90-123456789abc';
export const OTHER_ACCOUNT_ID = '7a2d3b5f-2c3d-4e6f-9a01-23456789abcd';

/** An unsigned JWT with these claims (the client only decodes; the server verifies). */
export function fakeToken(claims: { sub?: string; exp?: number } = {}): string {
  // btoa runs in Node and in browsers (stories); the claims are ASCII.
  const encode = (value: object) =>
    btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  const exp = claims.exp ?? Math.floor(Date.now() / 1000) + 15 * 60;
  return `${encode({ alg: 'HS256', typ: 'JWT' })}.${encode({ sub: claims.sub ?? ACCOUNT_ID, exp })}.signature`;
}

export const ALL_UP: HealthFlags = {
  service_statement: true,
  service_balance: true,
  service_pay: true,
  service_receive: true,
  service_pix: true,
  service_security: true,
  service_transfer: true,
  general_failure: false,
};

export const operatingStatus: AccountStatus = {
  account_id: ACCOUNT_ID,
  provider_status: 'REGULAR',
  status: 1,
  status_name: 'ACTIVE',
  user_type: 1,
  can_transact: true,
  unique_id_key_hash: null,
  user_name: 'Maria Oliveira Santos',
};

export const mariaSummary: AccountSummary = {
  account_id: ACCOUNT_ID,
  name: 'Maria Oliveira Santos',
  kind: 'person',
  document: '52998224725',
  branch: '0001',
  number: '100001-7',
  status: 1,
  status_name: 'ACTIVE',
  provider_status: 'REGULAR',
  user_type: 1,
  can_transact: true,
};

export const companySummary: AccountSummary = {
  ...mariaSummary,
  account_id: OTHER_ACCOUNT_ID,
  name: 'Padaria Ipê Amarelo Ltda',
  kind: 'company',
  document: '11222333000181',
  number: '100002-5',
  user_type: 2,
};

export function loginAnswer(overrides: Partial<LoginAnswer> = {}): LoginAnswer {
  return {
    token: fakeToken(),
    token_type: 'Bearer',
    expires_in: 900,
    expires_at: new Date(Date.now() + 900_000).toISOString(),
    account_status: operatingStatus,
    accounts: [mariaSummary],
    ...overrides,
  };
}

export const mariaInformation: AccountInformation = {
  account_id: ACCOUNT_ID,
  name: 'Maria Oliveira Santos',
  legal_name: 'Maria Oliveira Santos',
  kind: 'person',
  document: '52998224725',
  bank: { code: '999', ispb: '99999999', name: 'Ipê Banco Digital' },
  branch: '0001',
  number: '100001-7',
  email: 'maria@ipe.dev',
  phone: '+5511987654321',
  opened_at: '2023-03-14T13:00:00.000Z',
  address: {
    billing_address_logradouro: 'Avenida Paulista',
    billing_address_numero: '1000',
    billing_address_complemento: 'Apto 52',
    billing_address_bairro: 'Bela Vista',
    billing_address_cidade: 'São Paulo',
    billing_address_estado: 'SP',
    billing_address_cep: '01310100',
  },
  account_status: operatingStatus,
};

export function statementItem(overrides: Partial<StatementItem> = {}): StatementItem {
  return {
    id: 'mov-1',
    created_at: '2026-11-21T15:30:00.000Z',
    title: 'Pix recebido',
    description: 'Salário — Editora Horizonte',
    kind: 'pix_in',
    direction: 'credit',
    amount_cents: 520_000,
    signed_amount_cents: 520_000,
    status: 'posted',
    counterparty: null,
    counterparty_name: null,
    pix_payment_id: null,
    boleto_payment_id: null,
    pix_received_id: null,
    ...overrides,
    category: overrides.category ?? movementCategory(overrides.kind ?? 'pix_in'),
  };
}

export const statementPage: StatementPage = {
  items: [
    statementItem(),
    statementItem({
      id: 'mov-2',
      title: 'Pix enviado',
      description: 'Farmácia São Bento',
      kind: 'pix_out',
      direction: 'debit',
      amount_cents: 8_750,
      signed_amount_cents: -8_750,
    }),
  ],
  days: [{ date: '2026-11-21', closing_balance_cents: 894_400 }],
  next_cursor: null,
};

/**
 * A statement of today and yesterday in São Paulo, whatever day it is: stories show "Hoje" and
 * "Ontem" with fixed times, so their screenshots never depend on the date they run.
 */
export function recentStatementPage(now = new Date()): StatementPage {
  const today = toSaoPauloDate(now);
  const yesterday = addDays(today, -1);
  const at = (day: string, time: string) => saoPauloInstant(day, time).toISOString();
  return {
    items: [
      statementItem({
        id: 'recent-1',
        created_at: at(today, '10:05'),
        title: 'Pix enviado',
        description: null,
        kind: 'pix_out',
        direction: 'debit',
        amount_cents: 4_590,
        signed_amount_cents: -4_590,
        counterparty_name: 'Mercado Central',
        pix_payment_id: 'f3f0a3c2-1b9e-4d5f-8a7b-6c5d4e3f2a1b',
      }),
      statementItem({
        id: 'recent-2',
        created_at: at(today, '08:12'),
        title: 'Pix enviado',
        description: 'Livros',
        kind: 'pix_out',
        direction: 'debit',
        status: 'pending',
        amount_cents: 12_000,
        signed_amount_cents: -12_000,
        counterparty_name: 'Ana Moreira',
      }),
      statementItem({ id: 'recent-3', created_at: at(yesterday, '15:30') }),
      statementItem({
        id: 'recent-4',
        created_at: at(yesterday, '09:00'),
        title: 'Pagamento de boleto',
        description: 'Conta de luz',
        kind: 'boleto_payment',
        direction: 'debit',
        amount_cents: 18_990,
        signed_amount_cents: -18_990,
        boleto_payment_id: '0b6a5c4d-3e2f-4a1b-9c8d-7e6f5a4b3c2d',
      }),
    ],
    days: [
      { date: today, closing_balance_cents: 894_400 },
      { date: yesterday, closing_balance_cents: 898_990 },
    ],
    next_cursor: null,
  };
}

/** No movements: what stories show, so no screenshot depends on today's date. */
export const emptyStatement: StatementPage = { ...statementPage, items: [], days: [] };

export const thisDevice: Device = {
  id_session: 'b1f0c7e2-9d8a-4c3b-a2e1-0f9e8d7c6b5a',
  label: 'Notebook',
  enabled_with: 'email',
  enabled_at: '2026-11-20T12:00:00.000Z',
  current: true,
};

export const MARIA_USER_ID = '1b8f2c3d-4e5a-4b6c-8d7e-9f0a1b2c3d4e';

/** Who may use Maria's account: herself (holder), an operator and a pending invitation. */
export const boundUsers: BoundUser[] = [
  {
    user_id: MARIA_USER_ID,
    name: 'Maria Oliveira Santos',
    email: 'maria@ipe.dev',
    user_type: 1,
    can_transact: true,
    status: 'active',
    is_you: true,
    created_at: '2023-03-14T13:00:00.000Z',
  },
  {
    user_id: '2a7e9b4c-6d1f-4a3b-9e8d-0c1b2a3f4e5d',
    name: 'Rafael Souza Lima',
    email: 'rafael@ipe.dev',
    user_type: 2,
    can_transact: true,
    status: 'active',
    is_you: false,
    created_at: '2025-05-02T12:00:00.000Z',
  },
  {
    user_id: '5d4c3b2a-1f0e-4d9c-8b7a-6e5f4d3c2b1a',
    name: 'Lúcia Andrade',
    email: 'lucia@exemplo.com.br',
    user_type: 3,
    can_transact: false,
    status: 'invited',
    is_you: false,
    created_at: '2026-11-20T12:00:00.000Z',
  },
];

/** Maria's balance: R$ 8.944,00. */
export const mariaBalance: Balance = {
  balance: 894_400,
  posted: 894_400,
  pending_debits: 0,
  pending_credits: 0,
  currency: 'BRL',
  updated_at: '2026-11-22T12:00:00.000Z',
};

/** Who carlos@ipe.dev pays, as the server's key lookup answers. */
export const carlosRecipient: PixRecipient = {
  key_type: 'email',
  key: 'carlos@ipe.dev',
  name: 'Carlos Eduardo Ramos',
  document: '***.533.447-**',
  institution: { ispb: '40506070', name: 'Ipê Banco Digital S.A.' },
  account_type: 'checking',
};

/** A static Pix code of Carlos's key asking R$ 42,50, as a restaurant's table might show. */
export const carlosBrCode = encodeBrCode({
  key: 'carlos@ipe.dev',
  amountCents: 42_50,
  name: 'Carlos Eduardo Ramos',
  city: 'Sao Paulo',
  txid: 'MESA12',
});

/** carlosBrCode as the server reads it. */
export const carlosBrCodeReading: PixBrCodeReading = {
  kind: 'static',
  recipient: carlosRecipient,
  amount_cents: 42_50,
  amount_editable: false,
  txid: 'MESA12',
  description: null,
  expires_at: null,
};

/** Maria's favourites: Carlos by key (this bank), Bruno by bank data (another bank). */
export const pixFavorites: PixFavorite[] = [
  {
    id: '8b1e2c3d-4f5a-4b6c-8d7e-9f0a1b2c3d4e',
    nickname: 'Bruno (aluguel)',
    channel: 'bank_data',
    name: null,
    document: '***.234.560-**',
    institution: { ispb: '60701190', name: 'ITAÚ UNIBANCO S.A.' },
    key_type: null,
    key: null,
    branch: '0421',
    account: '98765',
    account_type: 'checking',
    same_bank: false,
    created_at: '2026-11-20T12:00:00.000Z',
  },
  {
    id: '2f3a4b5c-6d7e-4f80-9a1b-2c3d4e5f6a7b',
    nickname: 'Carlos da padaria',
    channel: 'key',
    name: 'Carlos Eduardo Ramos',
    document: '***.533.447-**',
    institution: { ispb: '40506070', name: 'Ipê Banco Digital S.A.' },
    key_type: 'email',
    key: 'carlos@ipe.dev',
    branch: null,
    account: null,
    account_type: 'checking',
    same_bank: true,
    created_at: '2026-11-21T12:00:00.000Z',
  },
];

/** The Padaria's account, as the same-bank lookup answers it. */
export const padariaAccount: SameBankAccount = {
  name: 'Padaria Ipê Amarelo Ltda',
  document: '11.222.333/0001-81',
  branch: '0001',
  account: '20001-4',
};

/** A Pix Maria sent Carlos by key, completed. */
export function pixPayment(overrides: Partial<PixPayment> = {}): PixPayment {
  return {
    id: '5e0f6a1b-3c4d-4e5f-8a9b-0c1d2e3f4a5b',
    end_to_end_id: 'E40506070202611221500aB3dE5fG7hJ',
    channel: 'key',
    status: 'completed',
    reason: null,
    amount_cents: 1_234,
    fee_cents: 0,
    description: 'Almoço de sexta',
    txid: null,
    refund_of: null,
    created_at: '2026-11-22T15:00:12.000Z',
    settled_at: '2026-11-22T15:00:12.000Z',
    payer: {
      name: 'Maria Oliveira Santos',
      document: '***.982.247-**',
      institution: { ispb: '40506070', name: 'Ipê Banco Digital S.A.' },
      branch: '0001',
      account: '12345-6',
    },
    payee: {
      name: 'Carlos Eduardo Ramos',
      document: '***.533.447-**',
      institution: { ispb: '40506070', name: 'Ipê Banco Digital S.A.' },
      branch: null,
      account: null,
      account_type: 'checking',
      key_type: 'email',
      key: 'carlos@ipe.dev',
    },
    ...overrides,
  };
}

/** A school's boleto at another bank, as payment looks it up for Maria: four days late. */
export function boletoBill(overrides: Partial<BoletoBill> = {}): BoletoBill {
  return {
    barcode: '34191164900000890001090000012345678901234500',
    line: '34191090080001234567489012345008116490000089000',
    kind: 'bank',
    beneficiary: { name: 'Escola Aprender Ltda', document: '11.444.777/0001-61' },
    payer: { name: 'Maria Oliveira Santos', document: '***.982.247-**' },
    due_date: '2026-12-03',
    face_amount_cents: 890_00,
    amount_cents: 908_99,
    breakdown: { abatement_cents: 0, discount_cents: 0, fine_cents: 17_80, interest_cents: 1_19 },
    processing_date: '2026-12-07',
    processing_deferred: false,
    schedule: null,
    ...overrides,
  };
}

/**
 * The school's next month's boleto, not yet due: it can be paid now or scheduled. A boleto of its
 * own, so a barcode of its own (its due date and number are in it): the DDA list keys bills by it.
 * Made with bankBarcode (due 2026-12-10, R$ 890,00, the next number) and barcodeToLine.
 */
export const upcomingBill = (): BoletoBill =>
  boletoBill({
    barcode: '34198165600000890001090000012345678901234501',
    line: '34191090080001234567489012345016816560000089000',
    due_date: '2026-12-10',
    amount_cents: 880_00,
    breakdown: { abatement_cents: 0, discount_cents: 10_00, fine_cents: 0, interest_cents: 0 },
    processing_date: '2026-12-01',
    schedule: { date: '2026-12-10', amount_cents: 890_00 },
  });

/** Maria's boletos scheduled for their due date: one to come, one paid, one short of balance. */
export function boletoSchedules(): BoletoSchedule[] {
  const base = {
    barcode: '34191164900000890001090000012345678901234500',
    line: '34191090080001234567489012345008116490000089000',
    kind: 'bank' as const,
    beneficiary: { name: 'Escola Aprender Ltda', document: '11.444.777/0001-61' },
    description: null,
    created_at: '2026-11-20T13:00:00.000Z',
  };
  return [
    {
      ...base,
      id: 'sched-1',
      status: 'pending',
      due_date: '2026-12-10',
      scheduled_for: '2026-12-10',
      amount_cents: 890_00,
      attempt: 1,
      next_attempt_at: '2026-12-10T09:00:00.000Z',
      payment_id: null,
      reason: null,
    },
    {
      ...base,
      id: 'sched-2',
      status: 'completed',
      due_date: '2026-11-10',
      scheduled_for: '2026-11-10',
      amount_cents: 890_00,
      attempt: 1,
      next_attempt_at: null,
      payment_id: 'bp-1',
      reason: null,
    },
    {
      ...base,
      id: 'sched-3',
      status: 'failed',
      beneficiary: { name: 'Academia Forma Ltda', document: '22.333.444/0001-55' },
      due_date: '2026-11-05',
      scheduled_for: '2026-11-05',
      amount_cents: 129_90,
      attempt: 4,
      next_attempt_at: null,
      payment_id: null,
      reason: 'INSUFFICIENT_FUNDS',
    },
  ];
}

/** An energy bill (48 digits), as DDA lists it. */
export const energyBill = (): BoletoBill =>
  boletoBill({
    barcode: '83690000001874301234567890123456789012345678',
    line: '836900000016874301234561789012345672890123456786',
    kind: 'collection',
    beneficiary: { name: 'Companhia Paulista de Energia', document: '60.444.437/0001-46' },
    due_date: null,
    face_amount_cents: 187_43,
    amount_cents: 187_43,
    breakdown: { abatement_cents: 0, discount_cents: 0, fine_cents: 0, interest_cents: 0 },
  });

/** The school's boleto, paid: its receipt. */
export function boletoPayment(overrides: Partial<BoletoPayment> = {}): BoletoPayment {
  const { payer: _payer, processing_deferred: _deferred, ...bill } = boletoBill();
  return {
    ...bill,
    id: '7c1d2e3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f',
    status: 'completed',
    reason: null,
    description: 'Mensalidade de dezembro',
    authentication: '9F2C4B7A1E6D3F8092A4C5B6D7E8F901',
    created_at: '2026-12-07T14:03:27.000Z',
    settled_at: '2026-12-07T14:03:27.000Z',
    payer: {
      name: 'Maria Oliveira Santos',
      document: '***.982.247-**',
      branch: '0001',
      account: '12345-6',
    },
    ...overrides,
  };
}

/** Maria's address as Carlos's boletos print it. */
const MARIA_ADDRESS = {
  cep: '01310100',
  street: 'Avenida Paulista',
  number: '1000',
  complement: 'Apto 52',
  district: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
};
const BOLETO_INSTRUCTIONS = 'Referente às aulas de panificação de dezembro.';

/** Carlos's boleto to Maria as its public page answers it: open, before its due date. */
export function publicBoleto(overrides: Partial<PublicBoleto> = {}): PublicBoleto {
  return {
    status: 'open',
    beneficiary: { name: 'Padaria Ipê Amarelo Ltda', document: '11.222.333/0001-81' },
    payer: { name: 'Maria Oliveira Santos', document: '***.982.247-**' },
    payer_address: MARIA_ADDRESS,
    instructions: BOLETO_INSTRUCTIONS,
    due_date: '2026-12-10',
    face_amount_cents: 150_00,
    amount_today_cents: 150_00,
    line: barcodeToLine(DUE_CHARGE_BARCODE)!,
    barcode: DUE_CHARGE_BARCODE,
    pix_code: encodeDynamicBrCode({
      url: CHARGE_LOCATION,
      amountCents: 150_00,
      name: 'Padaria Ipe Amarelo',
      city: 'SAO PAULO',
      oneTime: true,
    }),
    description: 'Mensalidade de dezembro',
    txid: 'c0bv5e8f2a7d4c1b9e6f3a0d2c5b8e1f',
    terms: {
      fine_bps: 200,
      monthly_interest_bps: 100,
      abatement_cents: null,
      discount: null,
      last_payable_date: '2027-01-09',
    },
    ...overrides,
  };
}

/** Carlos's boletos as statement/ticket lists them: one open, one overdue, one paid, one cancelled. */
export const issuedBoletos = (): IssuedBoleto[] => [
  {
    txid: 'c0bv5e8f2a7d4c1b9e6f3a0d2c5b8e1f',
    identifier: '5b8f0c2e9d4a4e1f8a7c6b5d4e3f2a1b',
    payer_name: 'Maria Oliveira Santos',
    due_date: '2026-12-10',
    face_amount_cents: 150_00,
    amount_today_cents: 150_00,
    status: 'open',
    paid_amount_cents: null,
    paid_at: null,
    created_at: '2026-11-20T13:00:00.000Z',
  },
  {
    txid: 'c0bv7a1b2c3d4e5f6a7b8c9d0e1f2a3b',
    identifier: '6c9a1d3f0e5b4f2a9b8d7c6e5f4a3b2c',
    payer_name: 'Café Aroma Ltda',
    due_date: '2026-11-10',
    face_amount_cents: 420_00,
    amount_today_cents: 431_76,
    status: 'overdue',
    paid_amount_cents: null,
    paid_at: null,
    created_at: '2026-11-01T13:00:00.000Z',
  },
  {
    txid: 'c0bv9d8c7b6a5f4e3d2c1b0a9f8e7d6c',
    identifier: '7dab2e4a1f6c5a3b0c9e8d7f6a5b4c3d',
    payer_name: 'Bruno Carvalho Lima',
    due_date: '2026-11-05',
    face_amount_cents: 89_90,
    amount_today_cents: null,
    status: 'paid',
    paid_amount_cents: 89_90,
    paid_at: '2026-11-04T18:22:00.000Z',
    created_at: '2026-10-28T13:00:00.000Z',
  },
  {
    txid: 'c0bv1f2e3d4c5b6a7f8e9d0c1b2a3f4e',
    identifier: '8ebc3f5b2a7d6b4c1dafe9e8a7b6c5d4',
    payer_name: 'Ana Beatriz Moreira',
    due_date: '2026-10-30',
    face_amount_cents: 35_00,
    amount_today_cents: null,
    status: 'cancelled',
    paid_amount_cents: null,
    paid_at: null,
    created_at: '2026-10-20T13:00:00.000Z',
  },
];

/** A few Pix participants, as GET /v3/public/bank/pix/participants lists them (by name). */
export const pixParticipants: PixParticipant[] = [
  { ispb: '00000000', code: '001', name: 'Banco do Brasil S.A.', shortName: 'BCO DO BRASIL S.A.' },
  { ispb: '40506070', code: '777', name: 'Ipê Banco Digital S.A.', shortName: 'IPÊ' },
  { ispb: '60701190', code: '341', name: 'ITAÚ UNIBANCO S.A.', shortName: 'ITAÚ UNIBANCO S.A.' },
  { ispb: '18236120', code: '260', name: 'Nu Pagamentos S.A.', shortName: 'NU PAGAMENTOS - IP' },
];

/** The Padaria's Pix key, as GET …/pix/keys lists it. */
export const padariaPixKeys: PixKey[] = [
  { key_type: 'cnpj', key: '11222333000181', created_at: '2024-06-03T12:00:00.000Z' },
];

/** Maria's Pix keys: her CPF and her e-mail. */
export const mariaPixKeys: PixKey[] = [
  { key_type: 'cpf', key: '52998224725', created_at: '2023-03-14T13:10:00.000Z' },
  { key_type: 'email', key: 'maria@ipe.dev', created_at: '2023-03-14T13:12:00.000Z' },
];

/** The Padaria's shop system, calling the Pix API for a month; a second one never used. */
export const pixApiClients: PixApiClient[] = [
  {
    client_id: 'ipe_3f9a1c7e5b2d8f4a6c0e9b1d',
    name: 'Loja virtual',
    created_at: '2026-10-20T14:30:00.000Z',
    last_used_at: '2026-11-24T09:15:00.000Z',
  },
  {
    client_id: 'ipe_8d2b4f6a0c1e3a5c7e9b1d3f',
    name: 'Sistema do caixa',
    created_at: '2026-11-22T18:05:00.000Z',
    last_used_at: null,
  },
];

/** Maria's Pix limits at 21:00: the night, R$ 300 of her R$ 1.000 used; optionally a raise asked. */
export function pixLimits(overrides: Partial<PixLimits> = {}): PixLimits {
  return {
    daytime: { per_payment_cents: 5_000_00, per_period_cents: 10_000_00 },
    nighttime: { per_payment_cents: 1_000_00, per_period_cents: 1_000_00 },
    night_start: '20:00',
    pending: null,
    window: {
      period: 'nighttime',
      start: '2026-11-24T23:00:00.000Z',
      end: '2026-11-25T09:00:00.000Z',
      used_cents: 300_00,
      available_cents: 700_00,
    },
    ...overrides,
  };
}

/** Maria claimed a phone held at another bank (ownership, open, 7 days to answer). */
export function pixKeyClaim(overrides: Partial<PixKeyClaim> = {}): PixKeyClaim {
  return {
    id: '6e2f8a4c-1b3d-4f5a-9c7e-2d4b6f8a0c1e',
    key_type: 'phone',
    key: '+5521998765432',
    claim_type: 'ownership',
    role: 'claimer',
    donor_ispb: '60701190',
    status: 'OPEN',
    resolution: null,
    opened_at: '2026-11-22T12:00:00.000Z',
    resolve_by: '2026-11-29T12:00:00.000Z',
    resolved_at: null,
    ...overrides,
  };
}

const CHARGE_LOCATION = 'pix.ipe.dev/qr/v2/5f1d3c7a9b2e4d6f8a0c1e3b5d7f9a2c';

/** An immediate charge the Padaria issued (R$ 45,00, active), in the Pix API's shape. */
export function pixCharge(overrides: Partial<PixCharge> = {}): PixCharge {
  return {
    txid: '7a3f9c2e1b4d6f8a0c2e4a6b8d0f1c3e',
    revisao: 0,
    status: 'ATIVA',
    calendario: {
      criacao: '2026-11-23T14:00:00.000Z',
      apresentacao: '2026-11-23T14:00:00.000Z',
      expiracao: 86_400,
    },
    valor: { original: '45.00', modalidadeAlteracao: 0 },
    chave: '11222333000181',
    solicitacaoPagador: 'Encomenda de pães — pedido 12',
    loc: { location: CHARGE_LOCATION, tipoCob: 'cob' },
    location: CHARGE_LOCATION,
    pixCopiaECola: encodeDynamicBrCode({
      url: CHARGE_LOCATION,
      amountCents: 45_00,
      name: 'Padaria Ipe Amarelo',
      city: 'SAO PAULO',
      oneTime: true,
    }),
    expirada: false,
    pagavelAte: '2026-11-24T14:00:00.000Z',
    boleto: null,
    pix: [],
    ...overrides,
  };
}

const DUE_CHARGE_BARCODE = bankBarcode({
  bankCode: '777',
  dueDate: '2026-12-10',
  amount: 150_00,
  freeField: '0001000000000000000000042',
});

/**
 * A boleto with Pix the Padaria issued to Maria (R$ 150,00 due on 2026-12-10, 2 % fine, 1 % a
 * month interest, R$ 10,00 off until 2026-12-05), in the Pix API's `cobv` shape.
 */
export function pixDueCharge(overrides: Partial<PixCharge> = {}): PixCharge {
  return pixCharge({
    txid: '9c1e3a5b7d9f2a4c6e8b0d2f4a6c8e0b',
    calendario: {
      criacao: '2026-11-23T14:00:00.000Z',
      apresentacao: '2026-11-23T14:00:00.000Z',
      dataDeVencimento: '2026-12-10',
      validadeAposVencimento: 30,
    },
    devedor: { cpf: '87123456017', nome: 'Maria Oliveira Santos' },
    valor: {
      original: '150.00',
      multa: { modalidade: 2, valorPerc: '2.00' },
      juros: { modalidade: 3, valorPerc: '1.00' },
      desconto: { modalidade: 1, descontoDataFixa: [{ data: '2026-12-05', valorPerc: '10.00' }] },
      final: '140.00',
    },
    solicitacaoPagador: 'Mensalidade de dezembro',
    loc: { location: CHARGE_LOCATION, tipoCob: 'cobv' },
    pixCopiaECola: encodeDynamicBrCode({
      url: CHARGE_LOCATION,
      amountCents: 150_00,
      name: 'Padaria Ipe Amarelo',
      city: 'SAO PAULO',
      oneTime: true,
    }),
    pagavelAte: '2027-01-10T02:59:59.999Z',
    boleto: {
      codigoDeBarras: DUE_CHARGE_BARCODE,
      linhaDigitavel: barcodeToLine(DUE_CHARGE_BARCODE)!,
      identificador: '5b8f0c2e9d4a4e1f8a7c6b5d4e3f2a1b',
      enderecoPagador: MARIA_ADDRESS,
      instrucoes: BOLETO_INSTRUCTIONS,
    },
    ...overrides,
  });
}

/** A Pix Maria paid the Padaria, partly refunded. */
export function receivedPix(overrides: Partial<PixReceived> = {}): PixReceived {
  return {
    end_to_end_id: 'E40506070202611231410aB3dE5fG7hJ',
    amount_cents: 45_00,
    received_at: '2026-11-23T14:10:00.000Z',
    description: 'Encomenda de pães — pedido 12',
    payer_name: 'Maria Oliveira Santos',
    payer_institution: { ispb: '40506070', name: 'Ipê Banco Digital S.A.' },
    refunded_cents: 10_00,
    refundable_until: '2027-02-21T14:10:00.000Z',
    ...overrides,
  };
}

/**
 * A dispute (MED) Maria opened against a Pix to the Padaria: seen by the Padaria (`payee`) with
 * R$ 80,00 blocked, under analysis.
 */
export function pixDispute(overrides: Partial<PixDispute> = {}): PixDispute {
  return {
    id: '3d2c1b0a-9f8e-4d7c-8b6a-5f4e3d2c1b0a',
    role: 'payee',
    payment_id: pixPayment().id,
    end_to_end_id: pixPayment().end_to_end_id,
    reason: 'SCAM',
    details: 'O vendedor sumiu depois do pagamento.',
    status: 'OPEN',
    contested_cents: 80_00,
    blocked_cents: 80_00,
    answer: null,
    opened_at: '2026-11-23T15:00:00.000Z',
    analyse_by: '2026-11-30T15:00:00.000Z',
    refund_by: '2026-12-04T15:00:00.000Z',
    resolved_at: null,
    ...overrides,
  };
}

/**
 * Maria's schedules: rent to Carlos every month (two paid, the second after a short balance in
 * the morning), a one-off to another bank next week, and a cancelled weekly one.
 */
export function pixSchedules(): PixSchedule[] {
  const carlos = {
    name: 'Carlos Eduardo Ramos',
    document: '***.654.321-**',
    institution: { ispb: '40506070', name: 'Ipê Banco Digital S.A.' },
    branch: null,
    account: null,
    account_type: 'checking' as const,
    key_type: 'email' as const,
    key: 'carlos@ipe.dev',
  };
  return [
    {
      id: '3b1d5f7a-9c2e-4a6b-8d0f-1c3e5a7b9d2f',
      status: 'active',
      channel: 'key',
      amount_cents: 1_500_00,
      description: 'Aluguel',
      frequency: 'monthly',
      first_date: '2026-09-30',
      occurrences: 12,
      next_date: '2026-11-30',
      created_at: '2026-09-20T14:00:00.000Z',
      payee: carlos,
      runs: [
        {
          id: '9a7c5e3b-1d2f-4a6b-8c0e-2f4a6c8e0b1d',
          occurrence: 1,
          due_date: '2026-10-30',
          amount_cents: 1_500_00,
          status: 'completed',
          attempt: 2,
          next_attempt_at: null,
          payment_id: pixPayment().id,
          reason: null,
        },
        {
          id: '1e3a5c7e-9b2d-4f6a-8c0e-3b5d7f9a1c2e',
          occurrence: 0,
          due_date: '2026-09-30',
          amount_cents: 1_500_00,
          status: 'completed',
          attempt: 1,
          next_attempt_at: null,
          payment_id: pixPayment().id,
          reason: null,
        },
      ],
    },
    {
      id: '5d7f9a1c-3e5b-4d7f-9a2c-4e6b8d0f2a4c',
      status: 'active',
      channel: 'bank_data',
      amount_cents: 320_00,
      description: null,
      frequency: 'once',
      first_date: '2026-12-02',
      occurrences: 1,
      next_date: '2026-12-02',
      created_at: '2026-11-24T10:00:00.000Z',
      payee: {
        name: null,
        document: '***.987.654-**',
        institution: { ispb: '60701190', name: 'ITAÚ UNIBANCO S.A.' },
        branch: '1234',
        account: '567890',
        account_type: 'checking',
        key_type: null,
        key: null,
      },
      runs: [],
    },
    {
      id: '7f9b1d3e-5a7c-4e9b-8d1f-6a8c0e2b4d6f',
      status: 'cancelled',
      channel: 'key',
      amount_cents: 50_00,
      description: 'Mesada',
      frequency: 'weekly',
      first_date: '2026-11-06',
      occurrences: 4,
      next_date: null,
      created_at: '2026-11-01T09:00:00.000Z',
      payee: carlos,
      runs: [
        {
          id: '2c4e6a8c-0e1b-4d3f-9a5c-7e9b1d3f5a7c',
          occurrence: 1,
          due_date: '2026-11-13',
          amount_cents: 50_00,
          status: 'failed',
          attempt: 4,
          next_attempt_at: null,
          payment_id: null,
          reason: 'INSUFFICIENT_FUNDS',
        },
        {
          id: '4e6a8c0e-2b3d-4f5a-9c7e-9b1d3f5a7c9e',
          occurrence: 0,
          due_date: '2026-11-06',
          amount_cents: 50_00,
          status: 'completed',
          attempt: 1,
          next_attempt_at: null,
          payment_id: pixPayment().id,
          reason: null,
        },
      ],
    },
  ];
}

/**
 * Maria's Pix Automático: the Padaria's request to answer (an amount that varies, at least
 * R$ 20,00 as her maximum), a streaming plan in force (one charge debited, the next still
 * cancellable) and a gym she cancelled.
 */
export function pixAutomatics(): PixAutomatic[] {
  const padaria = {
    name: 'Padaria Pão de Mel Ltda',
    document: '45.723.174/0001-10',
    institution: { ispb: '18236120', name: 'NU PAGAMENTOS - IP' },
  };
  const common = {
    retry_policy: 'NAO_PERMITE' as const,
    answered_at: null,
    cancelled_at: null,
    payer_maximum_cents: null,
    payer_end_date: null,
    fixed_amount_cents: null,
    receiver_minimum_cents: null,
    end_date: null,
    charges: [],
  };
  return [
    {
      ...common,
      id: '6a1c3e5b-7d9f-4b2a-8c4e-1f3a5c7e9b0d',
      rec_id: 'RR4050607020261120aB3dE5fG7hJ',
      request_id: 'SC4050607020261120kL9mN1pQ3rS',
      status: 'CRIADA',
      receiver: padaria,
      contract: 'CLUBE-0042',
      object: 'Clube do Pão: assinatura',
      periodicity: 'MENSAL',
      start_date: '2026-12-01',
      receiver_minimum_cents: 20_00,
      request_expires_at: '2026-11-28T02:59:00.000Z',
      created_at: '2026-11-20T13:00:00.000Z',
    },
    {
      ...common,
      id: '8c3e5a7b-9d1f-4c2b-8e4a-3b5d7f9a1c2e',
      rec_id: 'RR4050607020260910tU5vW7xY9zA',
      request_id: 'SC4050607020260910bC2dE4fG6hI',
      status: 'APROVADA',
      receiver: {
        name: 'Tela Viva Streaming S.A.',
        document: '11.222.333/0001-81',
        institution: { ispb: '60746948', name: 'BANCO BRADESCO S.A.' },
      },
      contract: 'TV-778812',
      object: 'Plano Família',
      periodicity: 'MENSAL',
      start_date: '2026-10-05',
      end_date: '2027-09-05',
      fixed_amount_cents: 39_90,
      retry_policy: 'PERMITE_3R_7D',
      answered_at: '2026-09-10T15:00:00.000Z',
      request_expires_at: '2026-09-17T02:59:00.000Z',
      created_at: '2026-09-10T14:00:00.000Z',
      charges: [
        {
          id: '2e4a6c8e-0b1d-4f3a-9c5e-7b9d1f3a5c7e',
          txid: '9f1c2b3a4d5e6f708192a3b4c5d6e7f8',
          due_date: '2026-12-05',
          amount_cents: 39_90,
          description: 'Dezembro',
          status: 'ATIVA',
          attempt: 1,
          next_attempt_at: '2026-12-05T09:00:00.000Z',
          payment_id: null,
          reason: null,
          cancellable: true,
        },
        {
          id: '4a6c8e0b-2d3f-4a5c-9e7b-9d1f3a5c7e9b',
          txid: '0a1b2c3d4e5f60718293a4b5c6d7e8f9',
          due_date: '2026-11-05',
          amount_cents: 39_90,
          description: 'Novembro',
          status: 'CONCLUIDA',
          attempt: 1,
          next_attempt_at: null,
          payment_id: pixPayment().id,
          reason: null,
          cancellable: false,
        },
      ],
    },
    {
      ...common,
      id: '0b2d4f6a-8c1e-4a3b-9d5f-7a9c1e3b5d7f',
      rec_id: 'RR4050607020260801cD4eF6gH8iJ',
      request_id: 'SC4050607020260801kL1mN3oP5qR',
      status: 'CANCELADA',
      receiver: {
        name: 'Academia Corpo em Movimento Ltda',
        document: '22.333.444/0001-81',
        institution: { ispb: '00000000', name: 'BCO DO BRASIL S.A.' },
      },
      contract: 'ACAD-5531',
      object: 'Mensalidade',
      periodicity: 'MENSAL',
      start_date: '2026-08-10',
      fixed_amount_cents: 99_00,
      answered_at: '2026-08-01T12:00:00.000Z',
      cancelled_at: '2026-10-20T18:00:00.000Z',
      request_expires_at: '2026-08-08T02:59:00.000Z',
      created_at: '2026-08-01T11:00:00.000Z',
    },
  ];
}

/** The fee table of a person's account, as migrations 0012 and 0047 keep it. */
export const personFees: AccountFee[] = [
  {
    code: 'account_maintenance',
    type: 'conta',
    name: 'Manutenção da conta',
    amount_cents: 0,
    description: 'Sem mensalidade.',
  },
  {
    code: 'pix_out',
    type: 'pix',
    name: 'Pix enviado',
    amount_cents: 0,
    description: 'Sem limite de quantidade.',
  },
  {
    code: 'card_reissue',
    type: 'cartao',
    name: 'Segunda via do cartão de débito',
    amount_cents: 1000,
    description: 'Por cartão.',
  },
];

/** The fee table of a company's account (the Padaria), as migration 0012 keeps it. */
export const companyFees: AccountFee[] = [
  {
    code: 'pix_out',
    type: 'pix',
    name: 'Pix enviado',
    amount_cents: 100,
    description: 'Por Pix enviado.',
  },
  {
    code: 'ted_out',
    type: 'ted',
    name: 'TED para outro banco',
    amount_cents: 300,
    description: 'Por TED enviada.',
  },
  {
    code: 'boleto_issue',
    type: 'boleto',
    name: 'Boleto emitido e pago',
    amount_cents: 190,
    description: 'Por boleto pago.',
  },
];

/** Maria's debit card. */
export const mariaCard: DebitCard = {
  id: '5c1b2a3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
  masked_number: '•••• •••• •••• 4821',
  last4: '4821',
  brand: 'Elo',
  expires: '11/31',
  status: 'active',
};

/**
 * Purchases in every state, today and yesterday in São Paulo whatever day it is (screenshots
 * never depend on the date).
 */
export function cardPurchases(now = new Date()): CardPurchase[] {
  const today = toSaoPauloDate(now);
  const yesterday = addDays(today, -1);
  const at = (day: string, time: string) => saoPauloInstant(day, time).toISOString();
  const purchase = (overrides: Partial<CardPurchase>): CardPurchase => ({
    id: 'purchase-1',
    merchant: 'Padaria Pão Quente',
    city: 'São Paulo',
    mcc: '5462',
    category: 'groceries',
    amount_cents: 2_345,
    status: 'settled',
    decline_reason: null,
    authorized_at: at(today, '08:10'),
    resolved_at: null,
    ...overrides,
  });
  return [
    purchase({
      id: 'purchase-1',
      status: 'authorized',
      authorized_at: at(today, '12:40'),
      merchant: 'Restaurante Sabor',
      mcc: '5812',
      category: 'restaurants',
      amount_cents: 5_890,
    }),
    purchase({ id: 'purchase-2' }),
    purchase({
      id: 'purchase-3',
      status: 'declined',
      decline_reason: 'CARD_BLOCKED',
      authorized_at: at(yesterday, '19:05'),
      merchant: 'Loja Central',
      mcc: '5311',
      category: 'shopping',
      amount_cents: 19_990,
    }),
    purchase({
      id: 'purchase-4',
      status: 'reversed',
      authorized_at: at(yesterday, '10:00'),
      merchant: 'Posto Avenida',
      mcc: '5541',
      category: 'fuel',
      amount_cents: 15_000,
    }),
  ];
}

/** An account opening as the server answers it, at the step given (person, data filled so far). */
export function accountApplication(
  nextStep: AccountApplication['next_step'],
  overrides: Partial<AccountApplication> = {},
): AccountApplication {
  const order = ['holder', 'phone', 'address', 'representative', 'credentials', 'identity', 'done'];
  const past = (step: string) => order.indexOf(step) < order.indexOf(nextStep);
  return {
    kind: 'person',
    email: 'ana.lima@exemplo.com',
    steps: ['holder', 'phone', 'address', 'credentials', 'identity'],
    next_step: nextStep,
    representing: null,
    invitation: null,
    holder: past('holder')
      ? {
          kind: 'person',
          name: 'Ana Beatriz Lima',
          cpf: '52998224725',
          birth_date: '1992-03-15',
          mother_name: 'Rita Lima',
        }
      : null,
    phone: past('phone') ? '+5511987651234' : null,
    phone_confirmed: past('phone'),
    address: past('address')
      ? {
          billing_address_logradouro: 'Praça da Sé',
          billing_address_numero: '100',
          billing_address_complemento: null,
          billing_address_bairro: 'Sé',
          billing_address_cidade: 'São Paulo',
          billing_address_estado: 'SP',
          billing_address_cep: '01001000',
        }
      : null,
    account_status: past('credentials') ? 'PENDING_ACTIVATION' : null,
    kyc_simulated: true,
    ...overrides,
  };
}

/** A company's opening whose opener invited the legal representative, at the step given. */
export function companyInvitingApplication(
  nextStep: 'holder' | 'phone' | 'address' | 'representative' | 'done',
  invitation: Partial<NonNullable<AccountApplication['invitation']>> = {},
): AccountApplication {
  const invited = { name: 'Paulo Reis', email: 'paulo.reis@exemplo.com' };
  return accountApplication(nextStep, {
    kind: 'company',
    email: 'financeiro@cafearoeira.com.br',
    steps: ['holder', 'phone', 'address', 'representative'],
    holder: {
      kind: 'company',
      legal_name: 'Café Aroeira Ltda',
      cnpj: '12ABC34501DE35',
      representative: null,
      invited_representative: invited,
    },
    invitation: { ...invited, sent_at: null, representative_step: null, ...invitation },
    account_status: nextStep === 'done' ? 'ACTIVE' : null,
  });
}

/** The legal representative's own application, invited by the company's opener. */
export function representativeApplication(
  nextStep: 'holder' | 'phone' | 'credentials' | 'identity' | 'done',
): AccountApplication {
  const base = accountApplication(nextStep);
  return {
    ...base,
    kind: 'representative',
    email: 'paulo.reis@exemplo.com',
    steps: ['holder', 'phone', 'credentials', 'identity'],
    holder: base.holder?.kind === 'person' ? { ...base.holder, name: 'Paulo Reis' } : null,
    representing: {
      legal_name: 'Café Aroeira Ltda',
      cnpj: '12ABC34501DE35',
      invited_by: 'financeiro@cafearoeira.com.br',
    },
    address: null,
  };
}
