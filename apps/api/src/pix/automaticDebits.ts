import { formatBrl, formatDay, pixAutomaticAttemptAt, toSaoPauloDate } from '@ipe/domain';
import { holderEmails } from '../account/holderEmails';
import type { AppContext } from '../appContext';
import { fromJson } from '../db';
import { type AutomaticChargeRow, type AutomaticRow, type PixAutomaticReceiver } from './automatic';
import {
  createLeasedAttempts,
  type LeasedOutcome,
  type Refusal,
  refusalOf,
  refusedBeforePaying,
} from '../scheduler';
import type { NamedRecipient } from './payees';
import { createPixPayments, type PixPaymentContext } from './payments';

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

/** What one attempt came to: paid, refused (perhaps to be tried again), or revoked meanwhile. */
type Attempted = { paid: true; paymentId: string } | ({ paid: false; revoked: boolean } & Refusal);

export function createPixAutomaticDebits(
  ctx: PixPaymentContext & Pick<AppContext, 'mailer'>,
  options: AutomaticDebitOptions,
) {
  const { db, clock, mailer } = ctx;
  const payments = createPixPayments(ctx);
  const leases = createLeasedAttempts<AutomaticChargeRow>(
    db,
    'pix_automatic_charges',
    'ATIVA',
    options,
  );

  async function claim(now: Date): Promise<Claimed[]> {
    const rows = await leases.claim(now);
    if (rows.length === 0) return [];
    const automatic = await db.query<AutomaticRow>(
      'SELECT * FROM pix_automatic WHERE id = ANY($1::uuid[])',
      [rows.map((row) => row.automatic_id)],
    );
    const byId = new Map(automatic.rows.map((row) => [row.id, row]));
    return rows.map((row) => ({ ...row, automatic: byId.get(row.automatic_id)! }));
  }

  /** One attempt; null leaves the charge to its lease. */
  async function attempt(charge: Claimed): Promise<Attempted | null> {
    const { automatic } = charge;
    // Revoked while this charge was leased: nothing is debited.
    if (automatic.status !== 'APROVADA') {
      return { paid: false, revoked: true, ...refusedBeforePaying('PIX_AUTOMATIC_NOT_ACTIVE') };
    }
    try {
      const payer = await ctx.accounts.byId(db, automatic.payer_account_id);
      if (!payer?.canReceive) {
        return {
          paid: false,
          revoked: false,
          ...refusedBeforePaying('ACCOUNT_TRANSACTIONS_NOT_ALLOWED'),
        };
      }
      const { payment } = await payments.pay({
        accountId: automatic.payer_account_id,
        recipient: fromJson<NamedRecipient>(automatic.recipient),
        amount: charge.amount,
        description: charge.description ?? automatic.object ?? undefined,
        idempotencyKey: `automatic:${charge.id}:${charge.attempt}`,
      });
      return { paid: true, paymentId: payment.id };
    } catch (error) {
      const next = pixAutomaticAttemptAt(
        charge.due_date,
        charge.attempt + 1,
        automatic.retry_policy,
      );
      const refusal = refusalOf(error, next);
      return refusal && { paid: false, revoked: false, ...refusal };
    }
  }

  const outcomeOf = (attempted: Attempted): LeasedOutcome =>
    attempted.paid
      ? { status: 'CONCLUIDA', paymentId: attempted.paymentId, reason: null, retryAt: null }
      : { status: attempted.revoked ? 'CANCELADA' : 'EXPIRADA', ...attempted };

  async function notify(charge: Claimed, attempted: Attempted) {
    const receiver = fromJson<PixAutomaticReceiver>(charge.automatic.receiver);
    const what = `Pix Automático de ${formatBrl(charge.amount)} para ${receiver.name}`;
    const mail = attempted.paid
      ? { subject: `${what}: debitado`, text: `${what} foi debitado hoje.` }
      : attempted.retryAt
        ? {
            subject: `${what}: saldo insuficiente`,
            text:
              `${what} não foi debitado hoje: ${attempted.why} ` +
              `Vamos tentar de novo em ${formatDay(toSaoPauloDate(attempted.retryAt))}.`,
          }
        : {
            subject: `${what}: não foi debitado`,
            text: `${what} não foi debitado: ${attempted.why}`,
          };
    for (const to of await holderEmails(db, charge.automatic.payer_account_id)) {
      await mailer.send({ to, ...mail });
    }
  }

  return {
    /** Debits the charges whose time has come; answers how many outcomes this process recorded. */
    async tick(): Promise<number> {
      return leases.attemptEach(await claim(clock.now()), {
        attempt,
        outcomeOf,
        tell: notify,
        now: () => clock.now(),
      });
    },
  };
}
