import { randomUUID } from 'node:crypto';
import {
  PIX_CONTESTABLE_CHANNELS,
  PIX_DISPUTE_ANALYSIS_DAYS,
  PIX_DISPUTE_REFUND_DAYS,
  PIX_DISPUTE_WINDOW_DAYS,
  type Cents,
  type PixDisputeReason,
} from '@ipe/domain';
import type { AppContext } from '../appContext';
import { type Queryable, toDate } from '../db';
import { BankError, isBankError } from '../errors';
import { BANK_ACCOUNT_CODES } from '../ledger';

/*
 * Disputes of a Pix (MED 2.0; docs/architecture/pix-disputes.md). The payer contests a Pix it
 * sent to another customer of this bank; the receiving account's share of it still there is
 * blocked at once — a pending ledger debit into `bank.pix_disputes`, out of its available balance
 * and never lost. The receiving side answers; the bank decides within the deadlines: upheld, the
 * hold is posted and goes back to the payer; rejected, the hold is voided.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

export type DisputeStatus = 'OPEN' | 'REFUNDED' | 'REJECTED';

export interface PixDispute {
  id: string;
  paymentId: string;
  endToEndId: string;
  payerAccountId: string;
  payeeAccountId: string;
  reason: PixDisputeReason;
  details: string;
  contested: Cents;
  blocked: Cents;
  status: DisputeStatus;
  answer: string | null;
  answeredAt: Date | null;
  openedAt: Date;
  analyseBy: Date;
  refundBy: Date;
  resolvedAt: Date | null;
}

interface DisputeRow {
  id: string;
  payment_id: string;
  end_to_end_id: string;
  payer_account_id: string;
  payee_account_id: string;
  reason: PixDisputeReason;
  details: string;
  contested_amount: number;
  blocked_amount: number;
  hold_transfer_id: string | null;
  status: DisputeStatus;
  answer: string | null;
  answered_at: Date | string | null;
  opened_at: Date | string;
  analyse_by: Date | string;
  refund_by: Date | string;
  resolved_at: Date | string | null;
}

const optionalDate = (value: Date | string | null) => (value === null ? null : toDate(value));

const toDispute = (row: DisputeRow): PixDispute => ({
  id: row.id,
  paymentId: row.payment_id,
  endToEndId: row.end_to_end_id,
  payerAccountId: row.payer_account_id,
  payeeAccountId: row.payee_account_id,
  reason: row.reason,
  details: row.details,
  contested: Number(row.contested_amount),
  blocked: Number(row.blocked_amount),
  status: row.status,
  answer: row.answer,
  answeredAt: optionalDate(row.answered_at),
  openedAt: toDate(row.opened_at),
  analyseBy: toDate(row.analyse_by),
  refundBy: toDate(row.refund_by),
  resolvedAt: optionalDate(row.resolved_at),
});

type DisputeContext = Pick<AppContext, 'db' | 'clock' | 'ledger' | 'accounts'>;

export function createPixDisputes(ctx: DisputeContext) {
  const { db, clock, ledger, accounts } = ctx;

  /** An OPEN dispute, locked for the rest of the transaction. */
  async function lockOpen(tx: Queryable, id: string, where: string, params: unknown[]) {
    const { rows } = await tx.query<DisputeRow>(
      `SELECT * FROM pix_disputes WHERE id = $1 ${where} FOR UPDATE`,
      [id, ...params],
    );
    if (!rows[0]) throw new BankError('PIX_DISPUTE_NOT_FOUND');
    if (rows[0].status !== 'OPEN') throw new BankError('PIX_DISPUTE_CLOSED');
    return rows[0];
  }

  /**
   * Blocks what the receiving account has of `amount` now: a pending debit the size of its
   * available balance, at most the amount. A spend racing it makes the ledger refuse the hold
   * (its own lock decides); the balance is read again and the hold retried.
   */
  async function hold(tx: Queryable, disputeId: string, payeeLedgerId: string, amount: Cents) {
    const ops = ledger.inTransaction(tx);
    const disputes = await ops.bankAccount(BANK_ACCOUNT_CODES.pixDisputes);
    for (let attempt = 0; ; attempt++) {
      const blocked = Math.min(amount, (await ops.balance(payeeLedgerId)).available);
      if (blocked <= 0) return { blocked: 0, transferId: null };
      try {
        const { transfer } = await ops.transfer({
          idempotencyKey: `pix_dispute_hold:${disputeId}:${attempt}`,
          debitAccountId: payeeLedgerId,
          creditAccountId: disputes.id,
          amount: blocked,
          kind: 'pix_dispute',
          description: 'Bloqueio por contestação de Pix (MED)',
          metadata: { disputeId },
          pending: true,
        });
        return { blocked, transferId: transfer.id };
      } catch (error) {
        if (!isBankError(error, 'INSUFFICIENT_FUNDS') || attempt >= 4) throw error;
      }
    }
  }

  return {
    /** The payer contests a Pix it sent; the receiving account's share is blocked at once. */
    async open(input: {
      payerAccountId: string;
      paymentId: string;
      reason: PixDisputeReason;
      details: string;
    }): Promise<PixDispute> {
      return db.transaction(async (tx) => {
        const { rows } = await tx.query<{
          id: string;
          end_to_end_id: string;
          channel: string;
          status: string;
          amount: number;
          payee: { accountId?: string };
          settled_at: Date | string | null;
          created_at: Date | string;
        }>(
          `SELECT id, end_to_end_id, channel, status, amount, payee, settled_at, created_at
             FROM pix_payments WHERE id = $1 AND account_id = $2`,
          [input.paymentId, input.payerAccountId],
        );
        const payment = rows[0];
        if (!payment) throw new BankError('PIX_PAYMENT_NOT_FOUND');
        const payeeAccountId = payment.payee.accountId;
        // Only a Pix to another customer here can be blocked here; one to another bank would be
        // the other bank's to block (through the SPI), which the simulator does not play yet.
        if (
          payment.status !== 'completed' ||
          !(PIX_CONTESTABLE_CHANNELS as readonly string[]).includes(payment.channel) ||
          !payeeAccountId
        ) {
          throw new BankError('PIX_DISPUTE_NOT_AVAILABLE');
        }
        const now = clock.now();
        const paidAt = toDate(payment.settled_at ?? payment.created_at);
        if (now.getTime() - paidAt.getTime() > PIX_DISPUTE_WINDOW_DAYS * DAY_MS) {
          throw new BankError('PIX_DISPUTE_WINDOW_CLOSED');
        }
        const id = randomUUID();
        const inserted = await tx.query<{ id: string }>(
          `INSERT INTO pix_disputes (id, payment_id, end_to_end_id, payer_account_id,
             payee_account_id, reason, details, contested_amount, blocked_amount, status,
             opened_at, analyse_by, refund_by)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 0, 'OPEN', $9, $10, $11)
           ON CONFLICT (payment_id) DO NOTHING
           RETURNING id`,
          [
            id,
            payment.id,
            payment.end_to_end_id,
            input.payerAccountId,
            payeeAccountId,
            input.reason,
            input.details,
            payment.amount,
            now,
            new Date(now.getTime() + PIX_DISPUTE_ANALYSIS_DAYS * DAY_MS),
            new Date(now.getTime() + PIX_DISPUTE_REFUND_DAYS * DAY_MS),
          ],
        );
        if (!inserted.rows[0]) throw new BankError('PIX_DISPUTE_ALREADY_OPEN');
        const payee = await accounts.byId(tx, payeeAccountId);
        const held = await hold(tx, id, payee!.ledgerAccountId, Number(payment.amount));
        const { rows: updated } = await tx.query<DisputeRow>(
          `UPDATE pix_disputes SET blocked_amount = $2, hold_transfer_id = $3
            WHERE id = $1 RETURNING *`,
          [id, held.blocked, held.transferId],
        );
        return toDispute(updated[0]!);
      });
    },

    /** The disputes an account is part of: those it opened and those against what it received. */
    async list(accountId: string, role: 'payer' | 'payee'): Promise<PixDispute[]> {
      const column = role === 'payer' ? 'payer_account_id' : 'payee_account_id';
      const { rows } = await db.query<DisputeRow>(
        `SELECT * FROM pix_disputes WHERE ${column} = $1 ORDER BY opened_at DESC LIMIT 200`,
        [accountId],
      );
      return rows.map(toDispute);
    },

    /** The bank's queue: disputes still open, oldest first (the analysis' to decide). */
    async pending(): Promise<PixDispute[]> {
      const { rows } = await db.query<DisputeRow>(
        `SELECT * FROM pix_disputes WHERE status = 'OPEN' ORDER BY opened_at LIMIT 200`,
      );
      return rows.map(toDispute);
    },

    /** The receiving account tells its side, while the dispute is open (again replaces it). */
    async answer(payeeAccountId: string, id: string, answer: string): Promise<PixDispute> {
      return db.transaction(async (tx) => {
        await lockOpen(tx, id, 'AND payee_account_id = $2', [payeeAccountId]);
        const { rows } = await tx.query<DisputeRow>(
          `UPDATE pix_disputes SET answer = $2, answered_at = $3 WHERE id = $1 RETURNING *`,
          [id, answer, clock.now()],
        );
        return toDispute(rows[0]!);
      });
    },

    /**
     * The bank's analysis decides (an operator, as the admin routes play the other banks):
     * upheld, the blocked amount is posted and credited back to the payer; rejected, released.
     */
    async decide(id: string, refund: boolean): Promise<PixDispute> {
      return db.transaction(async (tx) => {
        const row = await lockOpen(tx, id, '', []);
        const ops = ledger.inTransaction(tx);
        let refundTransferId: string | null = null;
        if (row.hold_transfer_id && refund) {
          const posted = await ops.postPending(row.hold_transfer_id);
          const payer = await accounts.byId(tx, row.payer_account_id);
          const { transfer } = await ops.transfer({
            idempotencyKey: `pix_dispute_refund:${id}`,
            debitAccountId: posted.creditAccountId,
            creditAccountId: payer!.ledgerAccountId,
            amount: posted.amount,
            kind: 'pix_dispute',
            description: 'Devolução por contestação de Pix (MED)',
            metadata: { disputeId: id, endToEndId: row.end_to_end_id },
          });
          refundTransferId = transfer.id;
        } else if (row.hold_transfer_id) {
          await ops.voidPending(row.hold_transfer_id);
        }
        const { rows } = await tx.query<DisputeRow>(
          `UPDATE pix_disputes SET status = $2, resolved_at = $3, refund_transfer_id = $4
            WHERE id = $1 RETURNING *`,
          [id, refund ? 'REFUNDED' : 'REJECTED', clock.now(), refundTransferId],
        );
        return toDispute(rows[0]!);
      });
    },
  };
}

export type PixDisputes = ReturnType<typeof createPixDisputes>;
