import { encodeDynamicBrCode, formatBrCodeAmount, type Cents } from '@ipe/domain';
import { randomBytes } from 'node:crypto';
import type { AppContext } from '../appContext';
import { type Queryable, toDate } from '../db';
import { BankError } from '../errors';
import type { ChargeLocations, PixChargePayload } from '../interbank';
import { IPE_PARTICIPANT } from '../interbank';
import type { ChargeSigner } from './chargeSigner';

/*
 * Immediate charges (`cob`) issued by this bank's customers (docs/architecture/pix-receiving.md):
 * a txid, an amount the payer may or may not change, a validity from creation and an optional
 * payer. The BR Code names only the location; the location answers the charge as this bank signs
 * it, so a payer's bank trusts what the charge says, not what a code could be forged to say.
 */

export type ChargeStatus = PixChargePayload['status'];

/** Where this bank's charges live: the host and path a BR Code's field 25 names (no scheme). */
export const IPE_LOCATION_BASE = 'pix.ipe.dev/qr/v2/';
/** The default validity of an immediate charge (the central bank's API default). */
export const DEFAULT_CHARGE_EXPIRY_SECONDS = 86_400;

export interface PixCharge {
  txid: string;
  accountId: string;
  location: string;
  key: string;
  amount: Cents;
  amountEditable: boolean;
  expiresIn: number;
  expiresAt: Date;
  description: string | null;
  payer: { name: string; document: string } | null;
  status: ChargeStatus;
  revision: number;
  createdAt: Date;
  /** The Pix that concluded it. */
  paid: { endToEndId: string; amount: Cents; at: Date } | null;
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
}

interface ChargeRow {
  txid: string;
  account_id: string;
  location_id: string;
  key: string;
  amount: string | number;
  amount_editable: boolean;
  expires_in: number;
  description: string | null;
  payer_name: string | null;
  payer_document: string | null;
  status: ChargeStatus;
  revision: number;
  created_at: Date | string;
  paid_end_to_end_id: string | null;
  paid_amount: string | number | null;
  paid_at: Date | string | null;
}

function toCharge(row: ChargeRow): PixCharge {
  const createdAt = toDate(row.created_at);
  return {
    txid: row.txid,
    accountId: row.account_id,
    location: `${IPE_LOCATION_BASE}${row.location_id}`,
    key: row.key,
    amount: Number(row.amount),
    amountEditable: row.amount_editable,
    expiresIn: row.expires_in,
    expiresAt: new Date(createdAt.getTime() + row.expires_in * 1000),
    description: row.description,
    payer:
      row.payer_name && row.payer_document
        ? { name: row.payer_name, document: row.payer_document }
        : null,
    status: row.status,
    revision: row.revision,
    createdAt,
    paid:
      row.paid_end_to_end_id && row.paid_at
        ? {
            endToEndId: row.paid_end_to_end_id,
            amount: Number(row.paid_amount),
            at: toDate(row.paid_at),
          }
        : null,
  };
}

/** A txid of 32 alphanumerics (the central bank allows 26–35). */
const newTxid = () => randomBytes(16).toString('hex');

/** The charge as its location answers it: the central bank's `cob` payload. */
export function chargePayload(charge: PixCharge): PixChargePayload {
  const created = charge.createdAt.toISOString();
  return {
    txid: charge.txid,
    revisao: charge.revision,
    calendario: { criacao: created, apresentacao: created, expiracao: charge.expiresIn },
    status: charge.status,
    valor: {
      original: formatBrCodeAmount(charge.amount),
      modalidadeAlteracao: charge.amountEditable ? 1 : 0,
    },
    chave: charge.key,
    ...(charge.description ? { solicitacaoPagador: charge.description } : {}),
  };
}

/** The charge's BR Code (Pix Copia e Cola): the location, the amount and who is paid. */
export function chargeBrCode(charge: PixCharge, holderName: string): string {
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
  from?: Date | undefined;
  to?: Date | undefined;
}

type ChargeContext = Pick<AppContext, 'db' | 'clock'>;

async function byTxid(q: Queryable, accountId: string, txid: string) {
  const { rows } = await q.query<ChargeRow>(
    'SELECT * FROM pix_charges WHERE txid = $1 AND account_id = $2',
    [txid, accountId],
  );
  if (!rows[0]) throw new BankError('PIX_CHARGE_NOT_FOUND');
  return toCharge(rows[0]);
}

/**
 * A Pix pays one of this bank's charges, in the payment's own transaction: the row's lock makes
 * it the only one that does (a second payer waits, then finds it CONCLUIDA and its payment is
 * never made). Expired, removed or a different amount where the charge fixes it: refused.
 */
export async function concludeCharge(
  tx: Queryable,
  now: Date,
  payment: { txid: string; payeeAccountId: string; endToEndId: string; amount: Cents },
): Promise<void> {
  const { rows } = await tx.query<ChargeRow>(
    `UPDATE pix_charges
        SET status = 'CONCLUIDA', paid_end_to_end_id = $3, paid_amount = $4, paid_at = $5
      WHERE txid = $1 AND account_id = $2 AND status = 'ATIVA'
        AND created_at + expires_in * interval '1 second' > $5
        AND (amount_editable OR amount = $4)
      RETURNING *`,
    [payment.txid, payment.payeeAccountId, payment.endToEndId, payment.amount, now],
  );
  if (rows[0]) return;
  const charge = await byTxid(tx, payment.payeeAccountId, payment.txid);
  if (charge.status === 'CONCLUIDA') throw new BankError('PIX_CHARGE_ALREADY_PAID');
  if (charge.status !== 'ATIVA') throw new BankError('PIX_CHARGE_NOT_FOUND');
  if (now >= charge.expiresAt) throw new BankError('PIX_CHARGE_EXPIRED');
  throw new BankError('VALIDATION_ERROR', { fields: { amount_cents: 'AMOUNT_DIFFERS_FROM_CODE' } });
}

export function createPixCharges(ctx: ChargeContext, signer: ChargeSigner) {
  const { db, clock } = ctx;

  return {
    /** Issues a charge into one of the account's own keys. */
    async create(input: NewCharge): Promise<PixCharge> {
      const { rows: keys } = await db.query<{ key: string }>(
        'SELECT key FROM pix_keys WHERE key = $1 AND account_id = $2',
        [input.key, input.accountId],
      );
      if (!keys[0]) {
        throw new BankError('VALIDATION_ERROR', { fields: { key: 'NOT_YOUR_PIX_KEY' } });
      }
      const { rows } = await db.query<ChargeRow>(
        `INSERT INTO pix_charges (txid, account_id, location_id, key, amount, amount_editable,
           expires_in, description, payer_name, payer_document, status, created_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, 'ATIVA', $11)
         ON CONFLICT (txid) DO NOTHING
         RETURNING *`,
        [
          input.txid ?? newTxid(),
          input.accountId,
          randomBytes(16).toString('hex'),
          input.key,
          input.amount,
          input.amountEditable ?? false,
          input.expiresIn ?? DEFAULT_CHARGE_EXPIRY_SECONDS,
          input.description ?? null,
          input.payer?.name ?? null,
          input.payer?.document ?? null,
          clock.now(),
        ],
      );
      if (!rows[0]) throw new BankError('PIX_CHARGE_TXID_TAKEN');
      return toCharge(rows[0]);
    },

    /** The account's charges, newest first. */
    async list(accountId: string, filter: ChargeFilter = {}): Promise<PixCharge[]> {
      const { rows } = await db.query<ChargeRow>(
        `SELECT * FROM pix_charges
          WHERE account_id = $1
            AND ($2::text IS NULL OR status = $2)
            AND ($3::timestamptz IS NULL OR created_at >= $3)
            AND ($4::timestamptz IS NULL OR created_at < $4)
          ORDER BY created_at DESC, txid
          LIMIT 200`,
        [accountId, filter.status ?? null, filter.from ?? null, filter.to ?? null],
      );
      return rows.map(toCharge);
    },

    get: (accountId: string, txid: string) => byTxid(db, accountId, txid),

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
      async fetch(location: string) {
        if (!location.startsWith(IPE_LOCATION_BASE)) return null;
        const id = location.slice(IPE_LOCATION_BASE.length);
        const { rows } = await db.query<ChargeRow>(
          'SELECT * FROM pix_charges WHERE location_id = $1',
          [id],
        );
        return rows[0] ? signer.sign(chargePayload(toCharge(rows[0]))) : null;
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
    async fetch(location) {
      return (await own.issuerOf(location)) ? own.fetch(location) : others.fetch(location);
    },
    async issuerOf(location) {
      return (await own.issuerOf(location)) ?? others.issuerOf(location);
    },
  };
}
