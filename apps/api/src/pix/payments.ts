import {
  createEndToEndId,
  createRefundId,
  type BrCode,
  type Cents,
  type ErrorCode,
  type RefundNature,
} from '@ipe/domain';
import type { AppContext } from '../appContext';
import { fromJson, type Queryable, toDate } from '../db';
import { BankError, isBankError } from '../errors';
import { IPE_PARTICIPANT, type SpiRejection } from '../interbank';
import {
  BANK_ACCOUNT_CODES,
  type GateCheck,
  gatedTransaction,
  passChecks,
  requestFingerprint,
} from '../ledger';
import { INTERNAL_TRANSFER_KIND, type BankAccountRecord, knownAccounts } from '../transfer';
import { readBrCodeTerms } from './brCodes';
import { concludeCharge } from './charges';
import { createPixLimits } from './limits';
import { createReceivedPix, refundedOf } from './received';
import { type NamedRecipient, type Payee, payeeOf } from './payees';

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
  const received = createReceivedPix(ctx);
  const limits = createPixLimits(ctx);

  async function find(q: Queryable, accountId: string, idempotencyKey: string) {
    const { rows } = await q.query<PaymentRow>(
      'SELECT * FROM pix_payments WHERE account_id = $1 AND idempotency_key = $2',
      [accountId, idempotencyKey],
    );
    return rows[0];
  }

  /**
   * Steps 2: record the payment and move (or reserve) the money, in one transaction, which first
   * spends what the request's checks spend (its hash, its PIN attempt: docs/decisions/0013).
   */
  async function record(
    request: PixPaymentRequest,
    hash: string,
    payer: BankAccountRecord,
    { payee, txid, charge, refund }: Recipient,
    checks: readonly GateCheck[],
  ): Promise<PaymentRow | undefined> {
    const now = clock.now();
    // A refund's id is the same shape with D (its return id); every other payment's starts with E.
    const endToEndId = (refund ? createRefundId : createEndToEndId)(IPE_PARTICIPANT.ispb, now);
    return gatedTransaction(
      db,
      checks,
      async (tx) => {
        const internal = payee.accountId !== undefined;
        const channel = channelOf(request.recipient);
        // A Pix sent, for its fee and the limits: not a refund, nor a same-bank transfer.
        const pixSent = channel !== 'refund' && channel !== 'account';
        // What the row says once the money has moved: a payee here is paid at once.
        const whenPaid = {
          status: internal ? ('completed' as const) : ('settling' as const),
          settledAt: internal ? now : null,
        };
        // The row, and every Pix sent's limits (locked and summed: read before the money moves,
        // judged after the balance, docs/architecture/pix-limits.md), go out together: one
        // round trip. A payee of this bank: its ledger account comes back with the row, one
        // round trip fewer than reading the account again. The row says `whenPaid` from the
        // start, so what follows changes no indexed column but on a refusal, and PostgreSQL
        // updates it in place (HOT). Only its id comes back: the whole row returns once, from
        // the update that ends the transaction.
        const [{ rows }, fitsLimits] = await Promise.all([
          tx.query<{ id: string; payee_ledger_account_id: string | null }>(
            `INSERT INTO pix_payments (account_id, idempotency_key, request_hash, end_to_end_id,
               channel, amount, description, payee, txid, refund_of, refund_nature, status,
               created_at, settled_at)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8::jsonb, $9, $10, $11, $14, $12, $15)
             ON CONFLICT (account_id, idempotency_key) DO NOTHING
             RETURNING id,
               (SELECT ledger_account_id FROM accounts WHERE id = $13::uuid) AS payee_ledger_account_id`,
            [
              payer.id,
              request.idempotencyKey,
              hash,
              endToEndId,
              channel,
              request.amount,
              request.description ?? null,
              JSON.stringify(payee),
              txid,
              refund?.endToEndId ?? null,
              refund?.nature ?? null,
              now,
              payee.accountId ?? null,
              whenPaid.status,
              whenPaid.settledAt,
            ],
          ),
          pixSent
            ? limits.hold(tx, {
                accountId: payer.id,
                idempotencyKey: request.idempotencyKey,
                amount: request.amount,
              })
            : undefined,
        ]);
        const inserted = rows[0];
        // Another request with this key got here first (it has committed): resume that one.
        if (!inserted) return undefined;

        // Paying a charge of this bank concludes it here, or nothing is paid (one payer wins).
        if (charge && txid && internal) {
          await concludeCharge(tx, now, {
            txid,
            payeeAccountId: payee.accountId!,
            endToEndId,
            amount: request.amount,
          });
        }
        if (refund) await holdRefund(tx, payer.id, refund);

        const ops = ledger.inTransaction(tx);
        const credit = internal
          ? inserted.payee_ledger_account_id!
          : (await ops.bankAccount(BANK_ACCOUNT_CODES.pixSettlement)).id;
        // A company pays for each Pix it sends.
        const fee = pixSent
          ? await fees.transfer(tx, payer, 'pix_out', {
              source: `pix:${inserted.id}`,
              pending: !internal,
              metadata: { pixPaymentId: inserted.id },
            })
          : null;
        try {
          const payment = {
            idempotencyKey: `pix:${inserted.id}`,
            debitAccountId: payer.ledgerAccountId,
            creditAccountId: credit,
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
              pixPaymentId: inserted.id,
              endToEndId,
              payee: { name: payee.name, ispb: payee.ispb },
              ...(refund ? { refundOf: refund.endToEndId } : {}),
            },
            pending: !internal,
          };
          // With its fee, the payment moves only if both fit: a short balance refuses the whole.
          const [paid, charged] = fee
            ? await ops.transferLinked([payment, fee])
            : [await ops.transfer(payment)];
          const transfer = paid!.transfer;
          // The money is there, so a refusal here says the limit, and rolls all of this back.
          fitsLimits?.();
          // The last statement, sent with the COMMIT: the ledger's rows are free one round
          // trip sooner.
          return await update(tx.committing, inserted.id, {
            ...whenPaid,
            transferId: transfer.id,
            ...(charged ? { fee: charged.transfer } : {}),
          });
        } catch (error) {
          // The ledger recorded a lone transfer's refusal in this transaction (a linked one leaves
          // none); commit it with the payment's.
          if (!isBankError(error) || error.code !== 'INSUFFICIENT_FUNDS') throw error;
          return update(tx.committing, inserted.id, { status: 'refused', reason: error.code });
        }
      },
      { isolation: 'read committed' },
    );
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
  function answer(row: PaymentRow, replayed: boolean) {
    if (row.status === 'refused' || row.status === 'rejected') {
      throw new BankError(row.reason ?? 'INTERNAL_ERROR', { payment_id: row.id });
    }
    return { payment: toPayment(row), replayed };
  }

  /** Step 1: who is paid (and which charge), from however the payer named them. */
  async function resolve(request: PixPaymentRequest): Promise<Recipient> {
    const { recipient } = request;
    if ('key' in recipient || 'bankData' in recipient || 'account' in recipient) {
      return { payee: await payeeOf(ctx, recipient), txid: null };
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

  async function resume(row: PaymentRow, hash: string) {
    if (row.request_hash !== hash) throw new BankError('IDEMPOTENCY_CONFLICT');
    return answer(row.status === 'settling' ? await settle(row) : row, true);
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
        return { ...(await resume(earlier, hash)), payer };
      }

      // A repeat of a payment already made conflicts on its Idempotency-Key and is resumed.
      const recorded = await record(request, hash, payer, recipient, checks);
      const outcome = recorded
        ? answer(recorded.status === 'settling' ? await settle(recorded) : recorded, false)
        : await resume((await find(db, request.accountId, request.idempotencyKey))!, hash);
      return { ...outcome, payer };
    },

    /** One payment of the account, for its receipt. */
    async get(accountId: string, paymentId: string): Promise<PixPayment> {
      const { rows } = await db.query<PaymentRow>(
        `SELECT * FROM pix_payments WHERE id::text = $1 AND account_id = $2`,
        [paymentId, accountId],
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
