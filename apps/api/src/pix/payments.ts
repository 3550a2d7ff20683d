import { randomUUID } from 'node:crypto';
import {
  createEndToEndId,
  createRefundId,
  type BrCode,
  type Cents,
  type ErrorCode,
  type RefundNature,
} from '@ipe/domain';
import type { AppContext } from '../appContext';
import { fromJson, idKey, type Queryable, toDate } from '../db';
import { BankError, isBankError } from '../errors';
import { IPE_PARTICIPANT, type SpiRejection } from '../interbank';
import {
  BANK_ACCOUNT_CODES,
  type GateCheck,
  gateCheck,
  gatedTransaction,
  passChecks,
  requestFingerprint,
  type TransferGate,
  type TransferRequest,
} from '../ledger';
import {
  INTERNAL_TRANSFER_KIND,
  type BankAccountRecord,
  knownAccounts,
  knownPixKeys,
} from '../transfer';
import { readBrCodeTerms } from './brCodes';
import { concludeCharge } from './charges';
import { createPixLimits, type LimitHold, limitWindowsOf } from './limits';
import { createReceivedPix, refundedOf } from './received';
import { keyStillNames, type NamedRecipient, type Payee, PayeeMoved, payeeOf } from './payees';

/*
 * The one outgoing Pix flow, whichever way the payer named the recipient
 * (docs/architecture/pix-payments.md):
 *
 * 1. the recipient is resolved (this bank's keys, the DICT, or bank data) on the first attempt;
 * 2. in one transaction the payment is recorded with its end-to-end id and the money moves: posted
 *    at once to a customer of this bank, reserved (pending) for another bank. A refusal (not enough
 *    balance) is recorded too, and commits, so a retry gets the same answer;
 * 3. another bank's payment goes to the SPI; on acceptance the reserve posts, on rejection it is
 *    voided (the money is back) and the payment keeps the reason.
 *
 * The Idempotency-Key, scoped to the paying account, names the payment: a retry, or a second tab
 * sending the same request, resumes it (a reserve still settling is settled, with the same
 * end-to-end id) and never pays twice.
 */

/**
 * `account`: a transfer to another account of this bank (transfer/contaQyon), not a Pix.
 * `refund`: a devolução of a Pix this account received, back to whoever paid it.
 */
export type PaymentChannel = 'key' | 'bank_data' | 'br_code' | 'account' | 'refund';
export type PaymentStatus = 'settling' | 'completed' | 'rejected' | 'refused';

export type PaymentRecipient =
  | NamedRecipient
  /** A copy-and-paste code or scanned QR Code: the text as pasted, and what it says. */
  | { brCode: { text: string; code: BrCode } }
  /** The Pix received (its end-to-end id) that this payment gives back, whole or in part. */
  | { refund: { endToEndId: string; nature: RefundNature } };

export interface PixPaymentRequest {
  /** The paying bank account (the route's {sub}, already checked to be the caller's). */
  accountId: string;
  recipient: PaymentRecipient;
  amount: Cents;
  description?: string | undefined;
  idempotencyKey: string;
}

export interface PixPayment {
  id: string;
  accountId: string;
  endToEndId: string;
  channel: PaymentChannel;
  amount: Cents;
  description: string | null;
  payee: Payee;
  /** The charge paid (a BR Code's txid), when there was one. */
  txid: string | null;
  /** A refund's Pix received (its end-to-end id) and nature. */
  refundOf: { endToEndId: string; nature: RefundNature } | null;
  status: PaymentStatus;
  /** Why it did not complete: the refusal's or the rejection's code. */
  reason: ErrorCode | null;
  /** The bank's fee charged with it (a company's Pix), 0 when none. */
  fee: Cents;
  createdAt: Date;
  settledAt: Date | null;
}

export const PIX_KINDS = {
  /** Between two customers of this bank: posted at once. */
  internal: 'pix',
  /** To another participant, through the bank's settlement account at the central bank. */
  outgoing: 'pix_out',
  /** A Pix received, given back (to a customer of this bank or through the SPI). */
  refund: 'pix_refund',
} as const;

const REJECTIONS: Record<SpiRejection, ErrorCode> = {
  ACCOUNT_CLOSED: 'PIX_REJECTED_ACCOUNT_CLOSED',
  WRONG_DOCUMENT: 'PIX_REJECTED_WRONG_DOCUMENT',
  TIMEOUT: 'PIX_REJECTED_TIMEOUT',
};

interface PaymentRow {
  id: string;
  account_id: string;
  request_hash: string;
  end_to_end_id: string;
  channel: PaymentChannel;
  amount: number;
  description: string | null;
  payee: Payee;
  txid: string | null;
  refund_of: string | null;
  refund_nature: RefundNature | null;
  status: PaymentStatus;
  reason: ErrorCode | null;
  ledger_transfer_id: string | null;
  fee_amount: number | string;
  fee_transfer_id: string | null;
  created_at: Date | string;
  settled_at: Date | string | null;
}

/** A payment's row as first written, its id made here so its ledger transfer can name it. */
type NewPaymentRow = Omit<PixPayment, 'refundOf' | 'reason' | 'fee'> & {
  idempotencyKey: string;
  requestHash: string;
  refundOf: string | null;
  refundNature: RefundNature | null;
  /**
   * The ledger transfer the batch will post it as, its id chosen here so the row is written whole
   * (decision 0016); null for a payment in a transaction of its own, which sets it once posted.
   */
  ledgerTransferId: string | null;
};

/** A payment through its money's gate: the row to write, and the row as the batch left it. */
interface RecordedPayment {
  row: NewPaymentRow;
  /** A Pix sent: counted against its account's limits (not a refund, nor a same-bank transfer). */
  countsAgainstLimits: boolean;
  /** The payer's ledger account, and what the payment takes from it with its fee. */
  payerLedgerAccountId: string;
  debits: Cents;
  /** Written by the gate once the money is posted (or refused), for the answer. */
  recorded?: PaymentRow | undefined;
}

/** What a payment's limits are checked on: its account, amount and time. */
const limitHoldOf = ({ row }: RecordedPayment): LimitHold => ({
  accountId: row.accountId,
  amount: row.amount,
  at: row.createdAt,
});

/** The gate's refusal of a payment whose Idempotency-Key another request recorded first. */
class RepeatedPayment extends Error {
  constructor() {
    super('a payment with this Idempotency-Key was recorded first');
  }
}

function channelOf(recipient: PaymentRecipient): PaymentChannel {
  if ('key' in recipient) return 'key';
  if ('brCode' in recipient) return 'br_code';
  if ('account' in recipient) return 'account';
  if ('refund' in recipient) return 'refund';
  return 'bank_data';
}

function toPayment(row: PaymentRow): PixPayment {
  return {
    id: row.id,
    accountId: row.account_id,
    endToEndId: row.end_to_end_id,
    channel: row.channel,
    amount: row.amount,
    description: row.description,
    payee: fromJson(row.payee),
    txid: row.txid,
    refundOf:
      row.refund_of && row.refund_nature
        ? { endToEndId: row.refund_of, nature: row.refund_nature }
        : null,
    status: row.status,
    reason: row.reason,
    fee: Number(row.fee_amount),
    createdAt: toDate(row.created_at),
    settledAt: row.settled_at === null ? null : toDate(row.settled_at),
  };
}

/** A row as the batch wrote it, posted as it named (no fee: a Pix with one is not batched). */
function writtenRow(row: NewPaymentRow): PaymentRow {
  return {
    id: row.id,
    account_id: row.accountId,
    request_hash: row.requestHash,
    end_to_end_id: row.endToEndId,
    channel: row.channel,
    amount: row.amount,
    description: row.description,
    payee: row.payee,
    txid: row.txid,
    refund_of: row.refundOf,
    refund_nature: row.refundNature,
    status: row.status,
    reason: null,
    ledger_transfer_id: row.ledgerTransferId,
    fee_amount: 0,
    fee_transfer_id: null,
    created_at: row.createdAt,
    settled_at: row.settledAt,
  };
}

/** What a request asks for, so a key reused for another payment is told from a retry. */
function requestHash(request: PixPaymentRequest): string {
  const { recipient } = request;
  const named =
    'key' in recipient
      ? ['key', recipient.key.type, recipient.key.key]
      : 'brCode' in recipient
        ? ['br_code', recipient.brCode.text]
        : 'account' in recipient
          ? ['account', recipient.account.branch, recipient.account.account]
          : 'refund' in recipient
            ? ['refund', recipient.refund.endToEndId, recipient.refund.nature]
            : [
                'bank_data',
                recipient.bankData.ispb,
                recipient.bankData.branch,
                recipient.bankData.account,
                recipient.bankData.document,
                recipient.bankData.accountType,
              ];
  return requestFingerprint([named, request.amount, request.description ?? null]);
}

interface Recipient {
  payee: Payee;
  txid: string | null;
  /** The txid names a charge (a dynamic code), which this payment concludes; a static code's does not. */
  charge?: boolean;
  /** A refund: the Pix received it gives back, and how much that Pix was. */
  refund?: { endToEndId: string; nature: RefundNature; original: Cents };
}

export type PixPaymentContext = Pick<
  AppContext,
  'db' | 'ledger' | 'accounts' | 'interbank' | 'clock' | 'fees'
>;

export function createPixPayments(ctx: PixPaymentContext) {
  const { db, ledger, accounts, interbank, clock, fees } = ctx;
  // The payer's account, read once in a while rather than on every payment.
  const knownByIds = knownAccounts(accounts);
  // A payee's key too, checked again with the money (keyStillNames).
  const payees = { ...ctx, accounts: knownPixKeys(accounts) };
  const keyHolds = keyStillNames(accounts);
  const received = createReceivedPix(ctx);
  const limits = createPixLimits(ctx);

  async function find(q: Queryable, accountId: string, idempotencyKey: string) {
    const { rows } = await q.query<PaymentRow>(
      'SELECT * FROM pix_payments WHERE account_id = $1 AND idempotency_key = $2',
      [accountId, idempotencyKey],
    );
    return rows[0];
  }

  /** The bank's settlement account at the central bank, read once: another bank's Pix pays it. */
  let settlementAccount: Promise<string> | undefined;
  const pixSettlement = () => {
    settlementAccount ??= ledger.bankAccount(BANK_ACCOUNT_CODES.pixSettlement).then((a) => a.id);
    settlementAccount.catch(() => (settlementAccount = undefined));
    return settlementAccount;
  };

  /**
   * The gate every payment passes in its money's transaction, after its hash and PIN
   * (ledger/gates.ts): its row is recorded, and a Pix sent is checked against its account's
   * limits, for the whole batch at once. The rows and the limits' locks and usage go out
   * together, and with the hashes and PINs, one round trip (PostgreSQL runs them in order):
   * the rows of payments those refused (a wrong PIN) are then taken back, and count for no
   * limit, one more round trip on that path only (decision 0017). A row whose Idempotency-Key
   * was recorded already (a repeat) is refused as `RepeatedPayment`, and resumed; a Pix over its
   * limit is refused, its row taken back. In the ledger's batch the row is written naming the
   * transfer the batch will post (decision 0016); one the ledger refused (not enough balance)
   * takes the refusal instead, in the statement sent with the COMMIT, before the reference is
   * checked.
   */
  const recordedWithTheMoney: TransferGate<RecordedPayment> = {
    sentAhead: true,
    async check(tx, payments, refusedBefore) {
      for (const payment of payments) payment.recorded = undefined;
      const sent = payments.filter((p) => p.countsAgainstLimits);
      const [inserted, judge, refused] = await Promise.all([
        insertRows(tx, payments),
        sent.length > 0 ? limits.holdAll(tx, sent.map(limitHoldOf)) : undefined,
        refusedBefore,
      ]);
      const refusedEarlier = new Set(payments.filter((_, k) => refused[k]));
      const withdrawn = payments.filter((p) => refusedEarlier.has(p) && inserted.has(p.row.id));
      if (withdrawn.length > 0) await takeBack(tx, withdrawn);
      const judged = sent.filter((p) => inserted.has(p.row.id) && !refusedEarlier.has(p));
      const overLimit = new Map<RecordedPayment, Error>();
      judge?.(
        judged.map(limitHoldOf),
        withdrawn.filter((p) => p.countsAgainstLimits).map(limitHoldOf),
      ).forEach((refusal, i) => refusal && overLimit.set(judged[i]!, refusal));
      if (overLimit.size > 0) await refuseOverLimit(tx, overLimit);
      return payments.map((p) =>
        !inserted.has(p.row.id) ? new RepeatedPayment() : (overLimit.get(p) ?? null),
      );
    },
    async afterPosting(q, payments) {
      const { rows } = await q.query<PaymentRow>(
        // Only a row whose transfer the batch did not post changes: the ledger refused it (its
        // code from the refusal the ledger recorded). Rows and transfers found by key, one at a
        // time (scalar subqueries): with a join, PostgreSQL may plan, and keep for the
        // connection, a read of a whole table, as it did when the tables were new.
        `UPDATE pix_payments p
            SET ledger_transfer_id = NULL, status = 'refused', settled_at = NULL,
                reason = COALESCE((SELECT r.code FROM ledger_refusals r
                                    WHERE r.idempotency_key = 'pix:' || p.id), 'INTERNAL_ERROR')
          WHERE p.id = ANY ($1::uuid[])
            AND (SELECT t.id FROM ledger_transfers t WHERE t.id = p.ledger_transfer_id) IS NULL
         RETURNING p.*`,
        [payments.map((p) => p.row.id)],
      );
      const byId = new Map(rows.map((row) => [row.id, row]));
      for (const payment of payments) {
        payment.recorded = byId.get(payment.row.id) ?? writtenRow(payment.row);
      }
    },
  };

  /**
   * Payments over their limits. One over its balance too is told the balance, as the ledger
   * would have, and kept as refused like any short payment (docs/architecture/pix-limits.md);
   * the others are not kept: a retry with the same key is judged again. Rare, so its own
   * round trips.
   */
  async function refuseOverLimit(tx: Queryable, overLimit: Map<RecordedPayment, Error>) {
    const ops = ledger.inTransaction(tx);
    const short: RecordedPayment[] = [];
    for (const payment of overLimit.keys()) {
      const { available } = await ops.balance(payment.payerLedgerAccountId);
      if (available < payment.debits) short.push(payment);
    }
    const overOnlyLimit = [...overLimit.keys()].filter((p) => !short.includes(p));
    if (overOnlyLimit.length > 0) await takeBack(tx, overOnlyLimit);
    if (short.length === 0) return;
    const { rows } = await tx.query<PaymentRow>(
      // No transfer is posted for it: the one its row named is forgotten (checked at the commit).
      `UPDATE pix_payments
          SET status = 'refused', reason = 'INSUFFICIENT_FUNDS', settled_at = NULL,
              ledger_transfer_id = NULL
        WHERE id = ANY ($1::uuid[]) RETURNING *`,
      [short.map((p) => p.row.id)],
    );
    for (const payment of short) {
      payment.recorded = rows.find((row) => row.id === payment.row.id);
      overLimit.set(payment, new BankError('INSUFFICIENT_FUNDS'));
    }
  }

  /** Payments' rows deleted, as if never written: their limits' usage goes back with them. */
  async function takeBack(tx: Queryable, payments: readonly RecordedPayment[]) {
    await tx.query('DELETE FROM pix_payments WHERE id = ANY ($1::uuid[])', [
      payments.map((p) => p.row.id),
    ]);
  }

  /** The rows, in one statement; answers the ids written (a repeat's key writes nothing). */
  async function insertRows(q: Queryable, unordered: readonly RecordedPayment[]) {
    // In account order: each counted row updates its account's usage rows (migration 0040),
    // and batches that lock them in one order cannot deadlock on them.
    const payments = [...unordered].sort((a, b) => a.row.accountId.localeCompare(b.row.accountId));
    const column = <T>(pick: (row: NewPaymentRow) => T) => payments.map((p) => pick(p.row));
    const { rows } = await q.query<{ id: string }>(
      `INSERT INTO pix_payments (id, account_id, idempotency_key, request_hash, end_to_end_id,
         channel, amount, description, payee, txid, refund_of, refund_nature, status,
         created_at, settled_at, limit_windows, ledger_transfer_id)
       SELECT id, account_id, idempotency_key, request_hash, end_to_end_id, channel, amount,
              description, payee::jsonb, txid, refund_of, refund_nature, status, created_at,
              settled_at, limit_windows::jsonb, ledger_transfer_id
         FROM unnest($1::uuid[], $2::uuid[], $3::text[], $4::text[], $5::text[], $6::text[],
                     $7::bigint[], $8::text[], $9::text[], $10::text[], $11::text[], $12::text[],
                     $13::text[], $14::timestamptz[], $15::timestamptz[], $16::text[],
                     $17::uuid[])
           AS r(id, account_id, idempotency_key, request_hash, end_to_end_id, channel, amount,
                description, payee, txid, refund_of, refund_nature, status, created_at,
                settled_at, limit_windows, ledger_transfer_id)
       ON CONFLICT (account_id, idempotency_key) DO NOTHING
       RETURNING id`,
      [
        column((r) => r.id),
        column((r) => r.accountId),
        column((r) => r.idempotencyKey),
        column((r) => r.requestHash),
        column((r) => r.endToEndId),
        column((r) => r.channel),
        column((r) => r.amount),
        column((r) => r.description),
        column((r) => JSON.stringify(r.payee)),
        column((r) => r.txid),
        column((r) => r.refundOf),
        column((r) => r.refundNature),
        column((r) => r.status),
        column((r) => r.createdAt),
        column((r) => r.settledAt),
        payments.map((p) =>
          p.countsAgainstLimits ? JSON.stringify(limitWindowsOf(p.row.createdAt)) : null,
        ),
        column((r) => r.ledgerTransferId),
      ],
    );
    return new Set(rows.map((row) => row.id));
  }

  /**
   * Step 2: record the payment and move (or reserve) the money, in one transaction, which first
   * spends what the request's checks spend (its hash, its PIN attempt: docs/decisions/0013).
   * A plain Pix (no fee, no charge of this bank to conclude, not a refund) goes through the
   * ledger's batch with other payments, its row one of the batch's gates
   * (docs/decisions/0014-pix-through-the-ledger-batch.md); the others in a transaction of their
   * own, through the same gate. Answers the row, or undefined for a repeat (resume it).
   */
  async function record(
    request: PixPaymentRequest,
    hash: string,
    payer: BankAccountRecord,
    payeeLedgerAccountId: string | undefined,
    { payee, txid, charge, refund }: Recipient,
    checks: readonly GateCheck[],
  ): Promise<PaymentRow | undefined> {
    const now = clock.now();
    const internal = payee.accountId !== undefined;
    const channel = channelOf(request.recipient);
    // A Pix sent, for its fee and the limits: not a refund, nor a same-bank transfer.
    const pixSent = channel !== 'refund' && channel !== 'account';
    const id = randomUUID();
    // A company pays for each Pix it sends.
    const fee = pixSent
      ? await fees.transfer(db, payer, 'pix_out', {
          source: `pix:${id}`,
          pending: !internal,
          metadata: { pixPaymentId: id },
        })
      : null;
    // A plain Pix (no fee, no charge of this bank to conclude, not a refund) goes through the
    // ledger's batch, its row naming the transfer before it is posted (decision 0016).
    const batched = !fee && !refund && !(charge && internal);
    const transferId = batched ? randomUUID() : null;
    const recording: RecordedPayment = {
      countsAgainstLimits: pixSent,
      payerLedgerAccountId: payer.ledgerAccountId,
      debits: request.amount + (fee?.amount ?? 0),
      // The row says what it will once the money has moved (a payee here is paid at once), so
      // what follows changes no indexed column but on a refusal, and PostgreSQL updates it in
      // place (HOT).
      row: {
        id,
        accountId: payer.id,
        idempotencyKey: request.idempotencyKey,
        requestHash: hash,
        // A refund's id is the same shape with D (its return id); every other starts with E.
        endToEndId: (refund ? createRefundId : createEndToEndId)(IPE_PARTICIPANT.ispb, now),
        channel,
        amount: request.amount,
        description: request.description ?? null,
        payee,
        txid,
        refundOf: refund?.endToEndId ?? null,
        refundNature: refund?.nature ?? null,
        status: internal ? 'completed' : 'settling',
        createdAt: now,
        settledAt: internal ? now : null,
        ledgerTransferId: transferId,
      },
    };
    // Written out whole, no spread first: on Node 20 a literal that begins with a spread and adds
    // keys gets a new hidden class every time (docs/architecture/performance.md, "Objects built
    // whole").
    const payment: TransferRequest = {
      id: transferId ?? undefined,
      idempotencyKey: `pix:${id}`,
      debitAccountId: payer.ledgerAccountId,
      creditAccountId: payeeLedgerAccountId ?? (await pixSettlement()),
      amount: request.amount,
      kind: refund
        ? PIX_KINDS.refund
        : !internal
          ? PIX_KINDS.outgoing
          : channel === 'account'
            ? INTERNAL_TRANSFER_KIND
            : PIX_KINDS.internal,
      description: request.description ?? null,
      // The statement names the other side from this (the payee may be at another bank).
      metadata: {
        pixPaymentId: id,
        endToEndId: recording.row.endToEndId,
        payee: { name: payee.name, ispb: payee.ispb },
        ...(refund ? { refundOf: refund.endToEndId } : {}),
      },
      pending: !internal,
    };
    // A payee of this bank named by a key: the key still names it (keyStillNames).
    const gates = [
      ...checks,
      ...(payee.accountId && payee.key
        ? [gateCheck(keyHolds, { key: payee.key.key, accountId: payee.accountId })]
        : []),
      gateCheck(recordedWithTheMoney, recording),
    ];
    try {
      if (batched) {
        await ledger.transfer(payment, gates);
        if (!recording.recorded) throw new Error('the batch posted a Pix and left its row');
        return recording.recorded;
      }
      return await gatedTransaction(
        db,
        gates,
        async (tx) => {
          // Paying a charge of this bank concludes it here, or nothing is paid (one payer wins).
          if (charge && txid && internal) {
            await concludeCharge(tx, now, {
              txid,
              payeeAccountId: payee.accountId!,
              endToEndId: recording.row.endToEndId,
              amount: request.amount,
            });
          }
          if (refund) await holdRefund(tx, payer.id, refund);
          const ops = ledger.inTransaction(tx);
          try {
            // With its fee, the payment moves only if both fit: a short balance refuses the whole.
            const [paid, charged] = fee
              ? await ops.transferLinked([payment, fee])
              : [await ops.transfer(payment)];
            // The last statement, sent with the COMMIT: the ledger's rows are free one round
            // trip sooner.
            return await update(tx.committing, id, {
              status: recording.row.status,
              settledAt: recording.row.settledAt,
              transferId: paid!.transfer.id,
              ...(charged ? { fee: charged.transfer } : {}),
            });
          } catch (error) {
            // The ledger recorded a lone transfer's refusal in this transaction (a linked one
            // leaves none); commit it with the payment's.
            if (!isBankError(error) || error.code !== 'INSUFFICIENT_FUNDS') throw error;
            return update(tx.committing, id, { status: 'refused', reason: error.code });
          }
        },
        { isolation: 'read committed' },
      );
    } catch (error) {
      // Another request with this key got here first (it has committed): resume that one.
      if (error instanceof RepeatedPayment) return undefined;
      // Refused for its balance, by the ledger or by the gate: the row says so, and committed.
      if (isBankError(error) && recording.recorded?.status === 'refused') {
        return recording.recorded;
      }
      throw error;
    }
  }

  async function update(
    q: Queryable,
    id: string,
    change: {
      status: PaymentStatus;
      reason?: ErrorCode;
      transferId?: string;
      fee?: { id: string; amount: Cents };
      settledAt?: Date | null;
    },
  ): Promise<PaymentRow> {
    const { rows } = await q.query<PaymentRow>(
      `UPDATE pix_payments SET status = $2, reason = $3,
         ledger_transfer_id = COALESCE($4::uuid, ledger_transfer_id), settled_at = $5,
         fee_transfer_id = COALESCE($6::uuid, fee_transfer_id),
         fee_amount = COALESCE($7::bigint, fee_amount)
       WHERE id = $1 RETURNING *`,
      [
        id,
        change.status,
        change.reason ?? null,
        change.transferId ?? null,
        change.settledAt ?? null,
        change.fee?.id ?? null,
        change.fee?.amount ?? null,
      ],
    );
    return rows[0]!;
  }

  /**
   * A refund fits what is left of the Pix received, counting itself (already recorded in this
   * transaction): refunds of one Pix are serialised by a transaction lock on its end-to-end id,
   * so two at once cannot together pass the original. Refused, nothing of it is kept.
   */
  async function holdRefund(
    tx: Queryable,
    accountId: string,
    refund: NonNullable<Recipient['refund']>,
  ) {
    await tx.query('SELECT pg_advisory_xact_lock(hashtext($1))', [
      `pix_refund:${refund.endToEndId}`,
    ]);
    const refunded = (await refundedOf(tx, accountId, [refund.endToEndId])).get(refund.endToEndId);
    if ((refunded ?? 0) > refund.original) throw new BankError('PIX_REFUND_OVER_ORIGINAL');
  }

  /** Step 3: the SPI's answer decides the reserve, once (a second settle finds it decided). */
  async function settle(row: PaymentRow): Promise<PaymentRow> {
    const payee = toPayment(row).payee;
    const outcome = await interbank.spi.settle({
      endToEndId: row.end_to_end_id,
      amount: row.amount,
      payee: {
        ispb: payee.ispb,
        branch: payee.branch,
        account: payee.account,
        document: payee.document,
      },
      ...(row.txid ? { txid: row.txid } : {}),
    });
    return db.transaction(
      async (tx) => {
        const { rows } = await tx.query<PaymentRow>(
          'SELECT * FROM pix_payments WHERE id = $1 FOR UPDATE',
          [row.id],
        );
        const current = rows[0]!;
        if (current.status !== 'settling') return current;
        const ops = ledger.inTransaction(tx);
        // The fee goes with the payment: charged when it is, given back when it is not.
        if (outcome.accepted) {
          await ops.postPending(current.ledger_transfer_id!);
          if (current.fee_transfer_id) await ops.postPending(current.fee_transfer_id);
          return update(tx.committing, current.id, { status: 'completed', settledAt: clock.now() });
        }
        await ops.voidPending(current.ledger_transfer_id!);
        if (current.fee_transfer_id) await ops.voidPending(current.fee_transfer_id);
        return update(tx.committing, current.id, {
          status: 'rejected',
          reason: REJECTIONS[outcome.reason],
          settledAt: clock.now(),
        });
      },
      { isolation: 'read committed' },
    );
  }

  /** A payment as its answer: done, or its refusal thrown with the payment's id. */
  function answer(row: PaymentRow, payer: BankAccountRecord, replayed: boolean) {
    if (row.status === 'refused' || row.status === 'rejected') {
      throw new BankError(row.reason ?? 'INTERNAL_ERROR', { payment_id: row.id });
    }
    return { payment: toPayment(row), payer, replayed };
  }

  /** Step 1: who is paid (and which charge), from however the payer named them. */
  async function resolve(request: PixPaymentRequest): Promise<Recipient> {
    const { recipient } = request;
    if ('key' in recipient || 'bankData' in recipient || 'account' in recipient) {
      return { payee: await payeeOf(payees, recipient), txid: null };
    }
    if ('refund' in recipient) {
      const { endToEndId, nature } = recipient.refund;
      const found = await received.get(db, request.accountId, endToEndId);
      if (clock.now() > found.received.refundableUntil) {
        throw new BankError('PIX_REFUND_WINDOW_CLOSED');
      }
      // Whether it fits what is left is checked where refunds are serialised (holdRefund).
      return {
        payee: await found.payer(),
        txid: null,
        refund: { endToEndId, nature, original: found.received.amount },
      };
    }
    const terms = await readBrCodeTerms(ctx, recipient.brCode.code);
    if (!terms.amountEditable && terms.amount !== request.amount) {
      throw new BankError('VALIDATION_ERROR', {
        fields: { amount_cents: 'AMOUNT_DIFFERS_FROM_CODE' },
      });
    }
    return { payee: terms.payee, txid: terms.txid, charge: terms.kind === 'dynamic' };
  }

  async function resume(row: PaymentRow, hash: string, payer: BankAccountRecord) {
    if (row.request_hash !== hash) throw new BankError('IDEMPOTENCY_CONFLICT');
    return answer(row.status === 'settling' ? await settle(row) : row, payer, true);
  }

  return {
    /**
     * Pays, or answers the payment this Idempotency-Key already made; with the paying account,
     * which the receipt names.
     */
    async pay(
      request: PixPaymentRequest,
      /** What the payment's transaction spends first: a customer's hash and PIN (0013). */
      checks: readonly GateCheck[] = [],
    ): Promise<{ payment: PixPayment; payer: BankAccountRecord; replayed: boolean }> {
      const hash = requestHash(request);
      const [payer] = await knownByIds(db, [request.accountId]);
      if (!payer) throw new BankError('ACCOUNT_NOT_FOUND');
      let recipient: Recipient;
      try {
        recipient = await resolve(request);
        if (recipient.payee.accountId === payer.id) throw new BankError('SAME_ACCOUNT');
      } catch (error) {
        // A repeat is answered as it was first even when its recipient no longer resolves (a key
        // deleted, a charge now paid). Looked for here, not first: a new payment, the usual
        // case, reads no more than it needs, and a repeat that resolves finds its payment when
        // recording it (below).
        const earlier = await find(db, request.accountId, request.idempotencyKey);
        if (!earlier) throw error;
        // A repeated request moves nothing, and still answers only to the right PIN.
        await passChecks(db, checks);
        return resume(earlier, hash, payer);
      }

      // A repeat of a payment already made conflicts on its Idempotency-Key and is resumed.
      // A payee of this bank: its ledger account, known as the payer's is (knownAccounts.ts).
      const payeeAccountId = recipient.payee.accountId;
      const payee = payeeAccountId ? (await knownByIds(db, [payeeAccountId]))[0] : undefined;
      if (payeeAccountId && !payee) throw new BankError('DESTINATION_NOT_FOUND');
      let recorded: PaymentRow | undefined;
      try {
        recorded = await record(request, hash, payer, payee?.ledgerAccountId, recipient, checks);
      } catch (error) {
        // The key no longer names the payee read (the hash and PIN passed): a repeat is still
        // answered as it was first, as when the key no longer resolves (above).
        if (!(error instanceof PayeeMoved)) throw error;
        const earlier = await find(db, request.accountId, request.idempotencyKey);
        if (!earlier) throw error.refusal;
        return resume(earlier, hash, payer);
      }
      return recorded
        ? answer(recorded.status === 'settling' ? await settle(recorded) : recorded, payer, false)
        : resume((await find(db, request.accountId, request.idempotencyKey))!, hash, payer);
    },

    /** One payment of the account, for its receipt. */
    async get(accountId: string, paymentId: string): Promise<PixPayment> {
      const { rows } = await db.query<PaymentRow>(
        `SELECT * FROM pix_payments WHERE id = $1::uuid AND account_id = $2`,
        [idKey(paymentId), accountId],
      );
      if (!rows[0]) throw new BankError('PIX_PAYMENT_NOT_FOUND');
      return toPayment(rows[0]);
    },

    /**
     * Settles payments a crash left reserved (the process stopped between reserve and SPI):
     * the SPI answers the same end-to-end id once, so asking again is safe. Run at start.
     */
    async settleInterrupted(olderThan: Date): Promise<number> {
      const { rows } = await db.query<PaymentRow>(
        `SELECT * FROM pix_payments WHERE status = 'settling' AND created_at < $1`,
        [olderThan],
      );
      for (const row of rows) await settle(row);
      return rows.length;
    },
  };
}

export type PixPayments = ReturnType<typeof createPixPayments>;
