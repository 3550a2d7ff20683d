import { formatBrl, pixAutomaticAttemptAt, toSaoPauloDate, type ErrorCode } from '@ipe/domain';
import type { AppContext } from '../appContext';
import { errorAnswer, isBankError } from '../errors';
import {
  type AutomaticChargeRow,
  type AutomaticRow,
  holderEmails,
  type PixAutomaticReceiver,
  shownDay,
} from './automatic';
import type { NamedRecipient } from './payees';
import { createPixPayments, type PixPaymentContext } from './payments';
import { fromJson } from './schedules';

/*
 * The debits of Pix Automático (docs/architecture/pix-automatic.md), one pass per scheduler tick,
 * on the same footing as scheduled Pix: charges whose attempt time has come are leased with
 * SKIP LOCKED; each attempt pays through the one outgoing flow with the Idempotency-Key
 * `automatic:{charge}:{attempt}`, so a second process or a restart after a crash replays the
 * same payment instead of paying twice. A short balance moves the charge to its next attempt
 * where the receiver's policy allows one; the last records it as EXPIRADA.
 */

export interface AutomaticDebitOptions {
  leaseMs: number;
  batch: number;
}

type Claimed = AutomaticChargeRow & { automatic: AutomaticRow };

type Outcome =
  | { status: 'CONCLUIDA'; paymentId: string }
  | { status: 'CANCELADA' | 'EXPIRADA'; reason: ErrorCode; paymentId: string | null; why: string }
  | {
      status: 'ATIVA';
      reason: ErrorCode;
      paymentId: string | null;
      nextAttemptAt: Date;
      why: string;
    };

export function createPixAutomaticDebits(
  ctx: PixPaymentContext & Pick<AppContext, 'mailer'>,
  options: AutomaticDebitOptions,
) {
  const { db, clock, mailer } = ctx;
  const payments = createPixPayments(ctx);

  async function claim(now: Date): Promise<Claimed[]> {
    const { rows } = await db.query<AutomaticChargeRow>(
      `UPDATE pix_automatic_charges SET locked_until = $2
       WHERE id IN (
         SELECT id FROM pix_automatic_charges
         WHERE status = 'ATIVA' AND next_attempt_at <= $1
           AND (locked_until IS NULL OR locked_until <= $1)
         ORDER BY next_attempt_at LIMIT $3
         FOR UPDATE SKIP LOCKED)
       RETURNING *`,
      [now, new Date(now.getTime() + options.leaseMs), options.batch],
    );
    if (rows.length === 0) return [];
    const automatic = await db.query<AutomaticRow>(
      'SELECT * FROM pix_automatic WHERE id = ANY($1::uuid[])',
      [rows.map((row) => row.automatic_id)],
    );
    const byId = new Map(automatic.rows.map((row) => [row.id, row]));
    return rows.map((row) => ({ ...row, automatic: byId.get(row.automatic_id)! }));
  }

  const refused = (
    status: 'CANCELADA' | 'EXPIRADA',
    reason: ErrorCode,
    paymentId: string | null = null,
  ): Outcome => ({ status, reason, paymentId, why: errorAnswer(reason).body.message });

  async function attempt(charge: Claimed): Promise<Outcome | null> {
    const { automatic } = charge;
    // Revoked while this charge was leased: nothing is debited.
    if (automatic.status !== 'APROVADA') return refused('CANCELADA', 'PIX_AUTOMATIC_NOT_ACTIVE');
    try {
      const payer = await ctx.accounts.byId(db, automatic.payer_account_id);
      if (!payer?.canReceive) return refused('EXPIRADA', 'ACCOUNT_TRANSACTIONS_NOT_ALLOWED');
      const { payment } = await payments.pay({
        accountId: automatic.payer_account_id,
        recipient: fromJson<NamedRecipient>(automatic.recipient),
        amount: charge.amount,
        description: charge.description ?? automatic.object ?? undefined,
        idempotencyKey: `automatic:${charge.id}:${charge.attempt}`,
      });
      return { status: 'CONCLUIDA', paymentId: payment.id };
    } catch (error) {
      // Anything but a refusal leaves the lease to run out; the same attempt resumes, same key.
      if (!isBankError(error)) return null;
      const paymentId = typeof error.extra?.payment_id === 'string' ? error.extra.payment_id : null;
      const why = errorAnswer(error.code, error.extra).body.message;
      const next = pixAutomaticAttemptAt(
        charge.due_date,
        charge.attempt + 1,
        automatic.retry_policy,
      );
      if (error.code === 'INSUFFICIENT_FUNDS' && next) {
        return { status: 'ATIVA', reason: error.code, paymentId, nextAttemptAt: next, why };
      }
      return { status: 'EXPIRADA', reason: error.code, paymentId, why };
    }
  }

  /** Records an outcome once: a worker whose lease another took over finds it recorded. */
  async function record(charge: Claimed, outcome: Outcome): Promise<boolean> {
    const { affectedRows } = await db.query(
      `UPDATE pix_automatic_charges SET status = $3, payment_id = $4, reason = $5,
         attempt = attempt + $6, next_attempt_at = $7, locked_until = NULL, updated_at = $8
       WHERE id = $1 AND attempt = $2 AND status = 'ATIVA'`,
      [
        charge.id,
        charge.attempt,
        outcome.status,
        outcome.paymentId,
        outcome.status === 'CONCLUIDA' ? null : outcome.reason,
        outcome.status === 'ATIVA' ? 1 : 0,
        outcome.status === 'ATIVA' ? outcome.nextAttemptAt : null,
        clock.now(),
      ],
    );
    return affectedRows === 1;
  }

  async function notify(charge: Claimed, outcome: Outcome) {
    const receiver = fromJson<PixAutomaticReceiver>(charge.automatic.receiver);
    const what = `Pix Automático de ${formatBrl(charge.amount)} para ${receiver.name}`;
    const mail =
      outcome.status === 'CONCLUIDA'
        ? { subject: `${what}: debitado`, text: `${what} foi debitado hoje.` }
        : outcome.status === 'ATIVA'
          ? {
              subject: `${what}: saldo insuficiente`,
              text:
                `${what} não foi debitado hoje: ${outcome.why} ` +
                `Vamos tentar de novo em ${shownDay(toSaoPauloDate(outcome.nextAttemptAt))}.`,
            }
          : {
              subject: `${what}: não foi debitado`,
              text: `${what} não foi debitado: ${outcome.why}`,
            };
    for (const to of await holderEmails(db, charge.automatic.payer_account_id)) {
      await mailer.send({ to, ...mail });
    }
  }

  return {
    /** Debits the charges whose time has come; answers how many outcomes this process recorded. */
    async tick(): Promise<number> {
      let recorded = 0;
      for (const charge of await claim(clock.now())) {
        const outcome = await attempt(charge);
        if (outcome && (await record(charge, outcome))) {
          recorded += 1;
          await notify(charge, outcome);
        }
      }
      return recorded;
    },
  };
}
