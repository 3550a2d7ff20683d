import { PIX_REFUND_WINDOW_DAYS, type AccountType, type Cents } from '@ipe/domain';
import type { AppContext } from '../appContext';
import { type Queryable, toDate } from '../db';
import { BankError } from '../errors';
import { IPE_PARTICIPANT } from '../interbank';
import { type Payee, payeeByAccount } from './payees';

/*
 * The Pix an account received, as refunds need them (docs/architecture/pix-receiving.md): from
 * another customer of this bank (a payment recorded in pix_payments) or from another participant
 * (a `pix_in` movement of the ledger, whose metadata keeps the payer's account). Each with what
 * was already refunded of it and until when it can be.
 */

export interface ReceivedPix {
  endToEndId: string;
  amount: Cents;
  receivedAt: Date;
  description: string | null;
  payerName: string | null;
  payerIspb: string;
  /** Refunds made or on their way (settling), never above `amount`. */
  refunded: Cents;
  /** The last moment a refund may be asked for. */
  refundableUntil: Date;
}

interface ReceivedRow {
  end_to_end_id: string;
  amount: string | number;
  received_at: Date | string;
  description: string | null;
  payer_account_id: string | null;
  payer: {
    name?: string;
    ispb?: string;
    branch?: string;
    account?: string;
    accountType?: AccountType;
    document?: string;
    kind?: 'person' | 'company';
  } | null;
}

type ReceivedContext = Pick<AppContext, 'db' | 'accounts' | 'interbank'>;

const DAY_MS = 24 * 60 * 60 * 1000;

/*
 * Both sources: this bank's customers' payments, then other banks' (pix_in). `WHERE` is each
 * caller's, so each statement has a plan of its own (docs/architecture/performance.md, "A
 * search's plan").
 */
const paidHere = (where: string) => `
  SELECT p.end_to_end_id, p.amount, p.created_at AS received_at, p.description,
         p.account_id AS payer_account_id, NULL::jsonb AS payer
    FROM pix_payments p
   WHERE p.payee->>'accountId' = $1::text AND p.status = 'completed'
     AND p.channel IN ('key', 'bank_data', 'br_code') AND ${where}`;
const paidFromOtherBanks = (where: string) => `
  SELECT t.metadata->>'endToEndId', t.amount, t.created_at, t.description,
         NULL::uuid, t.metadata->'payer'
    FROM ledger_transfers t
   WHERE t.credit_account_id = $2 AND t.kind = 'pix_in' AND t.status = 'posted'
     AND t.metadata ? 'endToEndId' AND ${where}`;

/**
 * The newest 100 received since $3. Each source stops at its newest 100 along an index (the
 * payee's by time, the account's credits by the ledger's order) instead of sorting the window.
 */
const RECEIVED_SINCE_SQL = `
  SELECT * FROM (
    (${paidHere('p.created_at >= $3::timestamptz')}
      ORDER BY p.created_at DESC LIMIT 100)
    UNION ALL
    (${paidFromOtherBanks('t.created_at >= $3::timestamptz')}
      ORDER BY t.seq DESC LIMIT 100)
  ) received
  ORDER BY received_at DESC
  LIMIT 100`;

/**
 * One by its end-to-end id: a payment's is unique, and a Pix from another bank is the ledger's
 * transfer of idempotency key `pix_in:<end-to-end id>` (pix/incoming.ts), found by that key's
 * index instead of among every credit of the account.
 */
const ONE_RECEIVED_SQL = `
  ${paidHere('p.end_to_end_id = $3::text')}
  UNION ALL
  ${paidFromOtherBanks(`t.idempotency_key = 'pix_in:' || $3 AND t.metadata->>'endToEndId' = $3`)}`;

/**
 * What was already given back of each of these Pix received: refunds made or on their way
 * (settling), the one being recorded in the caller's transaction included.
 */
export async function refundedOf(
  q: Queryable,
  accountId: string,
  ids: string[],
): Promise<Map<string, Cents>> {
  if (ids.length === 0) return new Map();
  const { rows: sums } = await q.query<{ refund_of: string; refunded: string | number }>(
    `SELECT refund_of, sum(amount) AS refunded FROM pix_payments
      WHERE account_id = $1 AND channel = 'refund' AND status IN ('settling', 'completed')
        AND refund_of = ANY($2::text[])
      GROUP BY refund_of`,
    [accountId, ids],
  );
  return new Map(sums.map((s) => [s.refund_of, Number(s.refunded)]));
}

/** A refund of a Pix received, as the Pix API lists it under `devolucoes`. */
export interface RefundOfReceived {
  id: string;
  /** Its return id (D…), the SPI's id for the refund. */
  returnId: string;
  amount: Cents;
  nature: 'ORIGINAL' | 'RETIRADA';
  status: 'settling' | 'completed' | 'rejected' | 'refused';
  requestedAt: Date;
  settledAt: Date | null;
}

/** The refunds an account made of one Pix it received, oldest first. */
export async function refundsOf(
  q: Queryable,
  accountId: string,
  endToEndId: string,
): Promise<RefundOfReceived[]> {
  const { rows } = await q.query<{
    id: string;
    end_to_end_id: string;
    amount: string | number;
    refund_nature: 'ORIGINAL' | 'RETIRADA' | null;
    status: RefundOfReceived['status'];
    created_at: Date | string;
    settled_at: Date | string | null;
  }>(
    `SELECT id, end_to_end_id, amount, refund_nature, status, created_at, settled_at
       FROM pix_payments
      WHERE account_id = $1 AND channel = 'refund' AND refund_of = $2
      ORDER BY created_at, id`,
    [accountId, endToEndId],
  );
  return rows.map((row) => ({
    id: row.id,
    returnId: row.end_to_end_id,
    amount: Number(row.amount),
    nature: row.refund_nature ?? 'ORIGINAL',
    status: row.status,
    requestedAt: toDate(row.created_at),
    settledAt: row.settled_at === null ? null : toDate(row.settled_at),
  }));
}

export function createReceivedPix(ctx: ReceivedContext) {
  const { db, accounts } = ctx;

  async function rows(
    q: Queryable,
    accountId: string,
    sql: string,
    /** The end-to-end id or the window's start, `$3` of `sql`. */
    which: string | Date,
  ) {
    const account = await accounts.byId(q, accountId);
    if (!account) throw new BankError('ACCOUNT_NOT_FOUND');
    const { rows: found } = await q.query<ReceivedRow>(sql, [
      accountId,
      account.ledgerAccountId,
      which,
    ]);
    return found;
  }

  /** The names of the customers of this bank who paid these, in one read. */
  async function payerNames(q: Queryable, found: ReceivedRow[]) {
    const ids = found.flatMap((r) => (r.payer_account_id ? [r.payer_account_id] : []));
    const payers = await accounts.byIds(q, [...new Set(ids)]);
    return new Map(payers.map((payer) => [payer.id, payer.holderName]));
  }

  function toReceived(row: ReceivedRow, refunded: Cents, names: Map<string, string>): ReceivedPix {
    const receivedAt = toDate(row.received_at);
    return {
      endToEndId: row.end_to_end_id,
      amount: Number(row.amount),
      receivedAt,
      description: row.description,
      payerName: row.payer_account_id
        ? (names.get(row.payer_account_id) ?? null)
        : (row.payer?.name ?? null),
      payerIspb: row.payer_account_id ? IPE_PARTICIPANT.ispb : (row.payer?.ispb ?? ''),
      refunded,
      refundableUntil: new Date(receivedAt.getTime() + PIX_REFUND_WINDOW_DAYS * DAY_MS),
    };
  }

  return {
    /** What the account received in the refund window, newest first. */
    async list(accountId: string, now: Date): Promise<ReceivedPix[]> {
      const found = await rows(
        db,
        accountId,
        RECEIVED_SINCE_SQL,
        new Date(now.getTime() - PIX_REFUND_WINDOW_DAYS * DAY_MS),
      );
      const refunded = await refundedOf(
        db,
        accountId,
        found.map((r) => r.end_to_end_id),
      );
      const names = await payerNames(db, found);
      return found.map((r) => toReceived(r, refunded.get(r.end_to_end_id) ?? 0, names));
    },

    /** One Pix received, with who paid it as a refund pays them back. */
    async get(q: Queryable, accountId: string, endToEndId: string) {
      const [row] = await rows(q, accountId, ONE_RECEIVED_SQL, endToEndId);
      if (!row) throw new BankError('PIX_RECEIVED_NOT_FOUND');
      const refunded = (await refundedOf(q, accountId, [endToEndId])).get(endToEndId) ?? 0;
      const names = await payerNames(q, [row]);
      return { received: toReceived(row, refunded, names), payer: () => payerOf(row) };
    },
  };

  /** Whom a refund pays: the paying customer of this bank, or the account the SPI named. */
  async function payerOf(row: ReceivedRow): Promise<Payee> {
    if (row.payer_account_id) {
      const payer = await accounts.byId(db, row.payer_account_id);
      if (!payer) throw new BankError('DESTINATION_NOT_FOUND');
      return payeeByAccount(ctx, payer.branch, payer.number);
    }
    const p = row.payer;
    if (!p?.ispb || !p.branch || !p.account || !p.document) {
      // Received before the payer's account was kept: nothing to send the money back to.
      throw new BankError('DESTINATION_NOT_FOUND');
    }
    return {
      name: p.name ?? null,
      document: p.document,
      kind: p.kind ?? (p.document.length === 11 ? 'person' : 'company'),
      ispb: p.ispb,
      branch: p.branch,
      account: p.account,
      accountType: p.accountType ?? 'checking',
    };
  }
}

export type ReceivedPixBook = ReturnType<typeof createReceivedPix>;
