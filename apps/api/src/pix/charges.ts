import {
  amountDue,
  DUE_CHARGE_DEFAULT_VALIDITY_DAYS,
  type pixDueChargeRequest,
  bankBarcode,
  barcodeToLine,
  encodeDynamicBrCode,
  formatBrCodeAmount,
  lastPayableDate,
  saoPauloInstant,
  toSaoPauloDate,
  type CalendarDate,
  type Cents,
  type DueChargeTerms,
} from '@ipe/domain';
import { randomBytes } from 'node:crypto';
import type { z } from 'zod/mini';
import type { Clock } from '../clock';
import { type Database, fromJson, type Queryable, toDate } from '../db';
import { BankError } from '../errors';
import type { ChargeLocations, PixChargePayload } from '../interbank';
import { IPE_PARTICIPANT } from '../interbank';
import type { ChargeSigner } from './chargeSigner';

/*
 * Charges issued by this bank's customers (docs/architecture/pix-receiving.md): immediate (`cob`:
 * a txid, an amount the payer may or may not change, a validity from creation, an optional payer)
 * and with due date (`cobv`, boleto with Pix: a named payer, a due date and the terms amountDue
 * reads). The BR Code names only the location; the location answers the charge as this bank signs
 * it, so a payer's bank trusts what the charge says, not what a code could be forged to say.
 */

export type ChargeStatus = PixChargePayload['status'];
export type ChargeKind = 'cob' | 'cobv';

/** Where this bank's charges live: the host and path a BR Code's field 25 names (no scheme). */
export const IPE_LOCATION_BASE = 'pix.ipe.dev/qr/v2/';
/** The default validity of an immediate charge (the central bank's API default). */
export const DEFAULT_CHARGE_EXPIRY_SECONDS = 86_400;

export interface PixCharge {
  txid: string;
  kind: ChargeKind;
  accountId: string;
  location: string;
  /** Where a Pix pays it; null for a boleto issued without a Pix key (no QR Code then). */
  key: string | null;
  amount: Cents;
  amountEditable: boolean;
  /** An immediate charge's validity from creation; null for a charge with due date. */
  expiresIn: number | null;
  expiresAt: Date | null;
  /** A charge with due date's terms (amountDue) and its boleto's number; null for `cob`. */
  due: (DueChargeTerms & { boletoNumber: number; publicId: string }) | null;
  description: string | null;
  payer: { name: string; document: string } | null;
  /** A boleto's payer address and instructions, as printed; null when not given. */
  payerAddress: PayerAddress | null;
  instructions: string | null;
  additionalInfo: AdditionalInfo | null;
  status: ChargeStatus;
  revision: number;
  createdAt: Date;
  /** What concluded it: a Pix (its end-to-end id), or its boleto paid here or elsewhere (null). */
  paid: { endToEndId: string | null; amount: Cents; at: Date } | null;
}

export interface NewCharge {
  accountId: string;
  /** One of the account's keys: where the money goes. */
  key: string;
  amount: Cents;
  amountEditable?: boolean | undefined;
  expiresIn?: number | undefined;
  description?: string | undefined;
  payer?: { name: string; document: string } | undefined;
  /** Chosen by the issuer's system (the /pix/v2 API); made up here otherwise. */
  txid?: string | undefined;
  additionalInfo?: AdditionalInfo | undefined;
}

/** A boleto payer's address, as the boleto prints it (the Pix API's devedor, and more). */
export interface PayerAddress {
  cep: string;
  street: string;
  number: string | null;
  complement: string | null;
  district: string | null;
  city: string;
  state: string;
}

/** A charge with due date: always to a named payer, for the terms amountDue reads. */
export interface NewDueCharge {
  accountId: string;
  /** Null: a boleto without Pix (the holder has no key, or chose none). */
  key: string | null;
  payer: { name: string; document: string };
  payerAddress?: PayerAddress | undefined;
  instructions?: string | undefined;
  description?: string | undefined;
  txid?: string | undefined;
  terms: DueChargeTerms;
  additionalInfo?: AdditionalInfo | undefined;
}

/** What @ipe/domain's pixDueChargeRequest gives once it has read a form or an API body. */
export type DueChargeRequest = z.output<typeof pixDueChargeRequest>;

/** A checked due-charge request as the charge it issues, for an account (and a txid, maybe). */
export function dueChargeOf(
  request: DueChargeRequest,
  target: { accountId: string; txid?: string | undefined; additionalInfo?: AdditionalInfo },
): NewDueCharge {
  return {
    ...target,
    key: request.key ?? null,
    payer: { name: request.payer_name, document: request.payer_document },
    payerAddress:
      request.payer_cep && request.payer_street && request.payer_city && request.payer_state
        ? {
            cep: request.payer_cep,
            street: request.payer_street,
            number: request.payer_number ?? null,
            complement: request.payer_complement ?? null,
            district: request.payer_district ?? null,
            city: request.payer_city,
            state: request.payer_state,
          }
        : undefined,
    instructions: request.instructions,
    description: request.description,
    terms: {
      amount: request.amount_cents,
      dueDate: request.due_date,
      validityAfterDue: request.validity_after_due_days ?? DUE_CHARGE_DEFAULT_VALIDITY_DAYS,
      fineBps: request.fine_bps ?? undefined,
      monthlyInterestBps: request.monthly_interest_bps ?? undefined,
      abatement: request.abatement_cents ?? undefined,
      discount:
        request.discount_cents && request.discount_until
          ? { amount: request.discount_cents, until: request.discount_until }
          : undefined,
    },
  };
}

/** `infoAdicionais`: names and values the payer's bank shows with the charge. */
export type AdditionalInfo = Array<{ nome: string; valor: string }>;

interface ChargeRow {
  txid: string;
  kind: ChargeKind;
  account_id: string;
  location_id: string;
  key: string | null;
  amount: string | number;
  amount_editable: boolean;
  expires_in: number | null;
  description: string | null;
  payer_name: string | null;
  payer_document: string | null;
  status: ChargeStatus;
  revision: number;
  created_at: Date | string;
  paid_end_to_end_id: string | null;
  paid_boleto_payment_id: string | null;
  paid_clearing_id: string | null;
  public_id: string | null;
  paid_amount: string | number | null;
  paid_at: Date | string | null;
  due_date: CalendarDate | null;
  validity_after_due: number | null;
  fine_bps: number | null;
  monthly_interest_bps: number | null;
  abatement: number | null;
  discount: number | null;
  discount_until: CalendarDate | null;
  boleto_number: number | null;
  additional_info: AdditionalInfo | string | null;
  payer_address: PayerAddress | string | null;
  instructions: string | null;
}

function toCharge(row: ChargeRow): PixCharge {
  const createdAt = toDate(row.created_at);
  const amount = Number(row.amount);
  return {
    txid: row.txid,
    kind: row.kind,
    accountId: row.account_id,
    location: `${IPE_LOCATION_BASE}${row.location_id}`,
    key: row.key,
    amount,
    amountEditable: row.amount_editable,
    expiresIn: row.expires_in,
    expiresAt:
      row.expires_in === null ? null : new Date(createdAt.getTime() + row.expires_in * 1000),
    due:
      row.kind === 'cobv'
        ? {
            amount,
            dueDate: row.due_date!,
            validityAfterDue: row.validity_after_due!,
            fineBps: row.fine_bps ?? undefined,
            monthlyInterestBps: row.monthly_interest_bps ?? undefined,
            abatement: row.abatement ?? undefined,
            discount:
              row.discount !== null
                ? { amount: row.discount, until: row.discount_until! }
                : undefined,
            boletoNumber: row.boleto_number!,
            publicId: row.public_id!,
          }
        : null,
    description: row.description,
    payer:
      row.payer_name && row.payer_document
        ? { name: row.payer_name, document: row.payer_document }
        : null,
    payerAddress: row.payer_address === null ? null : fromJson(row.payer_address),
    instructions: row.instructions,
    additionalInfo: row.additional_info === null ? null : fromJson(row.additional_info),
    status: row.status,
    revision: row.revision,
    createdAt,
    paid:
      (row.paid_end_to_end_id || row.paid_boleto_payment_id || row.paid_clearing_id) && row.paid_at
        ? {
            endToEndId: row.paid_end_to_end_id,
            amount: Number(row.paid_amount),
            at: toDate(row.paid_at),
          }
        : null,
  };
}

/** A txid of 32 alphanumerics (the central bank allows 26–35): charges and Pix Automático's. */
export const newTxid = () => randomBytes(16).toString('hex');

/** A share as the central bank's API writes it: hundredths with a dot, as amounts ('2.00'). */
const percent = formatBrCodeAmount;

/** The last instant a charge can be paid, or null while nothing ends it (a paid one aside). */
export function payableUntil(charge: PixCharge): Date | null {
  if (charge.expiresAt) return charge.expiresAt;
  if (!charge.due) return null;
  // The end of the last payable day in São Paulo.
  return saoPauloInstant(lastPayableDate(charge.due), '23:59:59.999');
}

/** Whether an ATIVA charge can no longer be paid. */
export const isExpired = (charge: PixCharge, now: Date) => {
  const until = payableUntil(charge);
  return until !== null && now > until;
};

/**
 * The charge as its location answers it: the central bank's `cob` or `cobv` payload. A `cobv`'s
 * `valor.final` is what it asks on `payDate` (the payer's bank says the day, as `DPP`).
 */
export function chargePayload(charge: PixCharge, payDate: CalendarDate): PixChargePayload {
  const created = charge.createdAt.toISOString();
  const common = {
    txid: charge.txid,
    revisao: charge.revision,
    status: charge.status,
    // Only a charge with a key is served as a payload (locations refuse a boleto without one).
    chave: charge.key ?? '',
    ...(charge.description ? { solicitacaoPagador: charge.description } : {}),
    ...(charge.additionalInfo ? { infoAdicionais: charge.additionalInfo } : {}),
  };
  const payer = charge.payer && {
    ...(charge.payer.document.length === 11
      ? { cpf: charge.payer.document }
      : { cnpj: charge.payer.document }),
    nome: charge.payer.name,
  };
  if (!charge.due) {
    return {
      ...common,
      ...(payer ? { devedor: payer } : {}),
      calendario: { criacao: created, apresentacao: created, expiracao: charge.expiresIn! },
      valor: {
        original: formatBrCodeAmount(charge.amount),
        modalidadeAlteracao: charge.amountEditable ? 1 : 0,
      },
    };
  }
  const due = charge.due;
  const owed = amountDue(due, payDate);
  return {
    ...common,
    calendario: {
      criacao: created,
      apresentacao: created,
      dataDeVencimento: due.dueDate,
      validadeAposVencimento: due.validityAfterDue,
    },
    devedor: {
      ...payer!,
      ...(charge.payerAddress
        ? {
            logradouro: [charge.payerAddress.street, charge.payerAddress.number]
              .filter(Boolean)
              .join(', '),
            cidade: charge.payerAddress.city,
            uf: charge.payerAddress.state,
            cep: charge.payerAddress.cep,
          }
        : {}),
    },
    valor: {
      original: formatBrCodeAmount(charge.amount),
      ...(due.fineBps ? { multa: { modalidade: 2, valorPerc: percent(due.fineBps) } } : {}),
      ...(due.monthlyInterestBps
        ? { juros: { modalidade: 3, valorPerc: percent(due.monthlyInterestBps) } }
        : {}),
      ...(due.abatement
        ? { abatimento: { modalidade: 1, valorPerc: formatBrCodeAmount(due.abatement) } }
        : {}),
      ...(due.discount
        ? {
            desconto: {
              modalidade: 1,
              descontoDataFixa: [
                { data: due.discount.until, valorPerc: formatBrCodeAmount(due.discount.amount) },
              ],
            },
          }
        : {}),
      // Past its validity nothing is owed: the payer's bank refuses it as expired.
      final: owed.payable ? formatBrCodeAmount(owed.amount) : '0.00',
    },
  };
}

/** The branch this bank's boletos name in the barcode's free field. */
const BOLETO_BRANCH = '0001';

/**
 * A charge with due date's boleto: the bank barcode (its face value, the due date as issued) and
 * the line typed at any bank. Its free field is the branch and the boleto number (nosso número),
 * which finds the charge again when the boleto is paid by barcode.
 */
export function chargeBoleto(charge: PixCharge): { barcode: string; line: string } | null {
  if (!charge.due) return null;
  const barcode = bankBarcode({
    bankCode: IPE_PARTICIPANT.code,
    dueDate: charge.due.dueDate,
    amount: charge.amount,
    freeField: BOLETO_BRANCH + String(charge.due.boletoNumber).padStart(21, '0'),
  });
  return { barcode, line: barcodeToLine(barcode)! };
}

/** The charge's BR Code (Pix Copia e Cola): the location, the amount and who is paid. */
export function chargeBrCode(charge: PixCharge, holderName: string): string | null {
  // A boleto without a Pix key has no Pix to pay it with.
  if (charge.key === null) return null;
  return encodeDynamicBrCode({
    url: charge.location,
    amountCents: charge.amount,
    name: holderName,
    city: 'SAO PAULO',
    oneTime: true,
  });
}

export interface ChargeFilter {
  status?: ChargeStatus | undefined;
  /** Only immediate charges, or only those with due date (boletos). */
  kind?: ChargeKind | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

/** Built before the AppContext that holds it, so it names what it takes rather than the context. */
interface ChargeContext {
  db: Database;
  clock: Clock;
}

async function byTxid(q: Queryable, accountId: string, txid: string) {
  const { rows } = await q.query<ChargeRow>(
    'SELECT * FROM pix_charges WHERE txid = $1 AND account_id = $2',
    [txid, accountId],
  );
  if (!rows[0]) throw new BankError('PIX_CHARGE_NOT_FOUND');
  return toCharge(rows[0]);
}

/**
 * A Pix, or a boleto paid here by its barcode, pays one of this bank's charges, in the payment's
 * own transaction: the row's lock makes it the only one that does (a second payer waits, then
 * finds it CONCLUIDA and its payment is never made). Expired, removed, or an amount other than
 * the charge asks (a fixed `cob`'s, a `cobv`'s amount due that day): refused.
 */
export async function concludeCharge(
  tx: Queryable,
  now: Date,
  payment: { txid: string; payeeAccountId: string; amount: Cents } & (
    | { endToEndId: string }
    | { boletoPaymentId: string }
    /** Paid at another bank: the boleto clearing's credit. */
    | { clearingId: string }
  ),
): Promise<void> {
  const { rows } = await tx.query<ChargeRow>(
    'SELECT * FROM pix_charges WHERE txid = $1 AND account_id = $2 FOR UPDATE',
    [payment.txid, payment.payeeAccountId],
  );
  if (!rows[0]) throw new BankError('PIX_CHARGE_NOT_FOUND');
  const charge = toCharge(rows[0]);
  if (charge.status === 'CONCLUIDA') throw new BankError('PIX_CHARGE_ALREADY_PAID');
  if (charge.status !== 'ATIVA') throw new BankError('PIX_CHARGE_NOT_FOUND');
  if (isExpired(charge, now)) throw new BankError('PIX_CHARGE_EXPIRED');
  const asked = charge.due ? amountDue(charge.due, toSaoPauloDate(now)) : null;
  if (asked && !asked.payable) throw new BankError('PIX_CHARGE_EXPIRED');
  const fixed = asked?.payable ? asked.amount : charge.amountEditable ? null : charge.amount;
  if (fixed !== null && fixed !== payment.amount) {
    throw new BankError('VALIDATION_ERROR', {
      fields: { amount_cents: 'AMOUNT_DIFFERS_FROM_CODE' },
    });
  }
  await tx.query(
    `UPDATE pix_charges
        SET status = 'CONCLUIDA', paid_end_to_end_id = $2, paid_boleto_payment_id = $3,
            paid_clearing_id = $4, paid_amount = $5, paid_at = $6
      WHERE txid = $1`,
    [
      payment.txid,
      'endToEndId' in payment ? payment.endToEndId : null,
      'boletoPaymentId' in payment ? payment.boletoPaymentId : null,
      'clearingId' in payment ? payment.clearingId : null,
      payment.amount,
      now,
    ],
  );
}

/**
 * The charge with due date a boleto of this bank names: its barcode's free field is the branch
 * and the boleto number (chargeBoleto). Null when the barcode is not one of ours or names none.
 */
export async function chargeOfBoleto(q: Queryable, barcode: string): Promise<PixCharge | null> {
  const freeField = barcode.slice(19);
  if (barcode.slice(0, 3) !== IPE_PARTICIPANT.code || !freeField.startsWith(BOLETO_BRANCH)) {
    return null;
  }
  const { rows } = await q.query<ChargeRow>(
    "SELECT * FROM pix_charges WHERE kind = 'cobv' AND boleto_number = $1",
    [Number(freeField.slice(BOLETO_BRANCH.length))],
  );
  return rows[0] ? toCharge(rows[0]) : null;
}

/** The charge with due date behind a boleto's public identifier, or null. */
export async function chargeOfPublicId(q: Queryable, publicId: string): Promise<PixCharge | null> {
  const { rows } = await q.query<ChargeRow>(
    "SELECT * FROM pix_charges WHERE kind = 'cobv' AND public_id = $1",
    [publicId],
  );
  return rows[0] ? toCharge(rows[0]) : null;
}

/** Charges with due date still open that name `document` as their payer (DDA), but the payer's own. */
export async function openDueChargesAddressedTo(
  q: Queryable,
  document: string,
  exceptAccountId: string,
): Promise<PixCharge[]> {
  const { rows } = await q.query<ChargeRow>(
    `SELECT * FROM pix_charges
      WHERE kind = 'cobv' AND status = 'ATIVA' AND payer_document = $1 AND account_id <> $2
      ORDER BY due_date, txid`,
    [document, exceptAccountId],
  );
  return rows.map(toCharge);
}

/**
 * The columns a charge's request sets (issuing and revising alike); `kind` first, the insert's
 * boleto number reads it.
 */
function chargeColumns(input: NewCharge | NewDueCharge) {
  const terms = 'terms' in input ? input.terms : null;
  return {
    kind: terms ? 'cobv' : 'cob',
    key: input.key,
    amount: terms ? terms.amount : (input as NewCharge).amount,
    amount_editable: terms ? false : ((input as NewCharge).amountEditable ?? false),
    expires_in: terms ? null : ((input as NewCharge).expiresIn ?? DEFAULT_CHARGE_EXPIRY_SECONDS),
    description: input.description ?? null,
    payer_name: input.payer?.name ?? null,
    payer_document: input.payer?.document ?? null,
    due_date: terms?.dueDate ?? null,
    validity_after_due: terms?.validityAfterDue ?? null,
    fine_bps: terms?.fineBps ?? null,
    monthly_interest_bps: terms?.monthlyInterestBps ?? null,
    abatement: terms?.abatement ?? null,
    discount: terms?.discount?.amount ?? null,
    discount_until: terms?.discount?.until ?? null,
    additional_info: input.additionalInfo?.length ? JSON.stringify(input.additionalInfo) : null,
    payer_address:
      'payerAddress' in input && input.payerAddress ? JSON.stringify(input.payerAddress) : null,
    instructions: ('instructions' in input && input.instructions) || null,
  };
}

export function createPixCharges(ctx: ChargeContext, signer: ChargeSigner) {
  const { db, clock } = ctx;

  /** A charge is paid into one of the issuer's own keys. */
  async function ownKey(accountId: string, key: string) {
    const { rows } = await db.query<{ key: string }>(
      'SELECT key FROM pix_keys WHERE key = $1 AND account_id = $2',
      [key, accountId],
    );
    if (!rows[0]) throw new BankError('VALIDATION_ERROR', { fields: { key: 'NOT_YOUR_PIX_KEY' } });
  }

  /** What the server checks beyond the request's shape: the key is the account's, the day ahead. */
  async function check(input: NewCharge | NewDueCharge) {
    if ('terms' in input && input.terms.dueDate < toSaoPauloDate(clock.now())) {
      throw new BankError('VALIDATION_ERROR', { fields: { due_date: 'DUE_DATE_PAST' } });
    }
    if (input.key !== null) await ownKey(input.accountId, input.key);
  }

  async function insert(input: NewCharge | NewDueCharge): Promise<PixCharge> {
    await check(input);
    const columns = chargeColumns(input);
    const names = Object.keys(columns);
    const { rows } = await db.query<ChargeRow>(
      `INSERT INTO pix_charges (txid, account_id, location_id, status, created_at, boleto_number,
         public_id, ${names.join(', ')})
       VALUES ($1, $2, $3, 'ATIVA', $4,
         CASE WHEN $5::text = 'cobv' THEN nextval('pix_boleto_numbers') END,
         CASE WHEN $5::text = 'cobv' THEN replace(gen_random_uuid()::text, '-', '') END,
         ${names.map((_, i) => `$${i + 5}`).join(', ')})
       ON CONFLICT (txid) DO NOTHING
       RETURNING *`,
      [
        input.txid ?? newTxid(),
        input.accountId,
        randomBytes(16).toString('hex'),
        clock.now(),
        ...Object.values(columns),
      ],
    );
    if (!rows[0]) throw new BankError('PIX_CHARGE_TXID_TAKEN');
    return toCharge(rows[0]);
  }

  return {
    /** Issues a charge into one of the account's own keys. */
    create: (input: NewCharge) => insert(input),

    /**
     * Issues a charge with due date (boleto with Pix). The due date may not have passed; a
     * weekend or holiday is kept as issued (amountDue moves it), as a boleto's is.
     */
    createDue: (input: NewDueCharge) => insert(input),

    /**
     * Replaces what an active charge asks (the Pix API's PATCH, read whole): revisao goes up by
     * one; its txid, kind, location and creation stay. A paid or removed charge stays as it is.
     */
    async revise(input: (NewCharge | NewDueCharge) & { txid: string }): Promise<PixCharge> {
      await check(input);
      const columns = chargeColumns(input);
      const names = Object.keys(columns);
      const { rows } = await db.query<ChargeRow>(
        `UPDATE pix_charges SET (${names.join(', ')}) = (${names.map((_, i) => `$${i + 3}`).join(', ')}),
                revision = revision + 1
          WHERE txid = $1 AND account_id = $2 AND status = 'ATIVA' AND kind = '${columns.kind}'
          RETURNING *`,
        [input.txid, input.accountId, ...Object.values(columns)],
      );
      if (rows[0]) return toCharge(rows[0]);
      const charge = await byTxid(db, input.accountId, input.txid);
      throw new BankError(
        charge.status === 'CONCLUIDA' ? 'PIX_CHARGE_ALREADY_PAID' : 'PIX_CHARGE_NOT_FOUND',
      );
    },

    /**
     * The account's charges, newest first. The period bounds the account's index range in any
     * plan (docs/architecture/performance.md, "A search's plan"): written `$3 IS NULL OR …` it
     * was a filter in the plan kept after five runs, and a past month read every newer charge.
     */
    async list(accountId: string, filter: ChargeFilter = {}): Promise<PixCharge[]> {
      const { rows } = await db.query<ChargeRow>(
        `SELECT * FROM pix_charges
          WHERE account_id = $1
            AND created_at >= COALESCE($3::timestamptz, '-infinity')
            AND created_at < COALESCE($4::timestamptz, 'infinity')
            AND ($2::text IS NULL OR status = $2)
            AND ($5::text IS NULL OR kind = $5)
          ORDER BY created_at DESC, txid
          LIMIT 200`,
        [
          accountId,
          filter.status ?? null,
          filter.from ?? null,
          filter.to ?? null,
          filter.kind ?? null,
        ],
      );
      return rows.map(toCharge);
    },

    get: (accountId: string, txid: string) => byTxid(db, accountId, txid),

    /** The account's charge a Pix paid, if it paid one. */
    async paidBy(accountId: string, endToEndId: string): Promise<PixCharge | null> {
      const { rows } = await db.query<ChargeRow>(
        'SELECT * FROM pix_charges WHERE paid_end_to_end_id = $1 AND account_id = $2',
        [endToEndId, accountId],
      );
      return rows[0] ? toCharge(rows[0]) : null;
    },

    /** The issuer removes an active charge; a paid or removed one stays as it is. */
    async cancel(accountId: string, txid: string): Promise<PixCharge> {
      const { rows } = await db.query<ChargeRow>(
        `UPDATE pix_charges SET status = 'REMOVIDA_PELO_USUARIO_RECEBEDOR', revision = revision + 1
          WHERE txid = $1 AND account_id = $2 AND status = 'ATIVA'
          RETURNING *`,
        [txid, accountId],
      );
      if (rows[0]) return toCharge(rows[0]);
      const charge = await byTxid(db, accountId, txid);
      throw new BankError(
        charge.status === 'CONCLUIDA' ? 'PIX_CHARGE_ALREADY_PAID' : 'PIX_CHARGE_NOT_FOUND',
      );
    },

    /** The public keys payers' banks check this bank's charges with. */
    jwks: signer.jwks,

    /** This bank's locations, as every participant serves its own (signed payloads). */
    locations: {
      async fetch(location: string, payDate?: CalendarDate) {
        if (!location.startsWith(IPE_LOCATION_BASE)) return null;
        const id = location.slice(IPE_LOCATION_BASE.length);
        const { rows } = await db.query<ChargeRow>(
          'SELECT * FROM pix_charges WHERE location_id = $1',
          [id],
        );
        const day = payDate ?? toSaoPauloDate(clock.now());
        // A boleto without a Pix key has no location a payer's bank may read.
        return rows[0] && rows[0].key !== null
          ? signer.sign(chargePayload(toCharge(rows[0]), day))
          : null;
      },
      async issuerOf(location: string) {
        return location.startsWith(IPE_LOCATION_BASE)
          ? { ispb: IPE_PARTICIPANT.ispb, keys: signer.jwks }
          : null;
      },
    } satisfies ChargeLocations,
  };
}

export type PixCharges = ReturnType<typeof createPixCharges>;

/** This bank's locations first, then the other participants'. */
export function withOwnLocations(own: ChargeLocations, others: ChargeLocations): ChargeLocations {
  return {
    async fetch(location, payDate) {
      return (await own.issuerOf(location))
        ? own.fetch(location, payDate)
        : others.fetch(location, payDate);
    },
    async issuerOf(location) {
      return (await own.issuerOf(location)) ?? others.issuerOf(location);
    },
  };
}
