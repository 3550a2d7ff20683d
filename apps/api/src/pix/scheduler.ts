import {
  formatBrl,
  PIX_SCHEDULE_ATTEMPT_TIMES,
  pixScheduleAttemptAt,
  pixScheduleDate,
  toSaoPauloDate,
} from '@ipe/domain';
import type { AppContext } from '../appContext';
import { fromJson } from '../db';
import { createPixAutomaticDebits } from './automaticDebits';
import {
  createLeasedAttempts,
  type Attempted,
  completedOrFailed,
  refusalOf,
  refusedBeforePaying,
} from '../scheduler';
import { createPixPayments, type PixPaymentContext } from './payments';
import { type RunRow, type ScheduleRow } from './schedules';
import type { NamedRecipient, Payee } from './payees';

/*
 * The scheduler: pays scheduled Pix on their days (docs/architecture/pix-scheduling.md). Every
 * server process runs one on a timer; they share the work through the database alone:
 *
 * 1. `materialize`: a schedule whose next day has come gets its run (unique per schedule and
 *    index) and moves on to the following day, in one transaction over rows locked with
 *    SKIP LOCKED, so two processes never both advance one schedule;
 * 2. `claim`: runs whose attempt time has come are leased (locked_until) with SKIP LOCKED;
 * 3. each leased run pays through the one outgoing flow with the Idempotency-Key
 *    `schedule:{id}:{due date}:{attempt}`: a crash after paying and before recording, or a second
 *    worker once the lease ran out, replays that payment instead of paying again. Only a refusal
 *    for balance moves the run to its next attempt (a new key); the last one records the failure.
 *
 * Each recorded outcome is e-mailed to whoever scheduled it, by the process that recorded it.
 */

export interface SchedulerOptions {
  /** How long a claimed run is a worker's before another may resume it. */
  leaseMs: number;
  /** Runs paid per tick and process. */
  batch: number;
}

export const SCHEDULER_DEFAULTS: SchedulerOptions = { leaseMs: 2 * 60_000, batch: 20 };

type SchedulerContext = PixPaymentContext & Pick<AppContext, 'mailer'>;

export function createPixScheduler(
  ctx: SchedulerContext,
  options: SchedulerOptions = SCHEDULER_DEFAULTS,
) {
  const { db, clock, mailer } = ctx;
  const payments = createPixPayments(ctx);
  const automaticDebits = createPixAutomaticDebits(ctx, options);
  const leases = createLeasedAttempts<RunRow>(db, 'pix_schedule_runs', 'pending', options);

  /** Step 1: today's (and any missed) payments of due schedules become runs. */
  async function materialize(now: Date): Promise<number> {
    const today = toSaoPauloDate(now);
    return db.transaction(
      async (tx) => {
        const { rows } = await tx.query<ScheduleRow>(
          `SELECT * FROM pix_schedules WHERE status = 'active' AND next_date <= $1
           ORDER BY next_date LIMIT 100 FOR UPDATE SKIP LOCKED`,
          [today],
        );
        let created = 0;
        for (const row of rows) {
          let index = row.next_index;
          let date: string | null = row.next_date;
          // A process that was down for days catches up: a missed payment is late, not skipped.
          while (date !== null && date <= today) {
            const { affectedRows } = await tx.query(
              `INSERT INTO pix_schedule_runs (schedule_id, occurrence, due_date, amount,
                 description, status, attempt, next_attempt_at, updated_at)
               VALUES ($1, $2, $3, $4, $5, 'pending', 1, $6, $7)
               ON CONFLICT (schedule_id, occurrence) DO NOTHING`,
              [
                row.id,
                index,
                date,
                row.amount,
                row.description,
                pixScheduleAttemptAt(date, 1),
                now,
              ],
            );
            created += affectedRows;
            index += 1;
            date =
              index < row.occurrences
                ? pixScheduleDate(row.first_date, row.frequency, index)
                : null;
          }
          await tx.query(
            `UPDATE pix_schedules SET next_index = $2, next_date = $3, status = $4, updated_at = $5
             WHERE id = $1`,
            [row.id, index, date, date === null ? 'finished' : 'active', now],
          );
        }
        return created;
      },
      { isolation: 'read committed' },
    );
  }

  /** Step 2: leases the runs whose attempt time has come (and those a lost worker left). */
  async function claim(now: Date): Promise<(RunRow & { schedule: ScheduleRow })[]> {
    const rows = await leases.claim(now);
    if (rows.length === 0) return [];
    const schedules = await db.query<ScheduleRow>(
      'SELECT * FROM pix_schedules WHERE id = ANY($1::uuid[])',
      [rows.map((row) => row.schedule_id)],
    );
    const byId = new Map(schedules.rows.map((row) => [row.id, row]));
    return rows.map((row) => ({ ...row, schedule: byId.get(row.schedule_id)! }));
  }

  /** Step 3: one attempt, and what it came to; null leaves the run to its lease. */
  async function attempt(run: RunRow & { schedule: ScheduleRow }): Promise<Attempted | null> {
    const { schedule } = run;
    try {
      const payer = await ctx.accounts.byId(db, schedule.account_id);
      // An account blocked or closed since it was scheduled pays nothing more.
      if (!payer?.canReceive) {
        return { paid: false, ...refusedBeforePaying('ACCOUNT_TRANSACTIONS_NOT_ALLOWED') };
      }
      const { payment } = await payments.pay({
        accountId: schedule.account_id,
        recipient: fromJson<NamedRecipient>(schedule.recipient),
        amount: run.amount,
        description: run.description ?? undefined,
        idempotencyKey: `schedule:${schedule.id}:${run.due_date}:${run.attempt}`,
      });
      return { paid: true, paymentId: payment.id };
    } catch (error) {
      const refusal = refusalOf(error, pixScheduleAttemptAt(run.due_date, run.attempt + 1));
      return refusal && { paid: false, ...refusal };
    }
  }

  async function notify(run: RunRow & { schedule: ScheduleRow }, attempted: Attempted) {
    const { rows } = await db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [
      run.schedule.created_by,
    ]);
    if (!rows[0]) return;
    const payee = fromJson<Payee>(run.schedule.payee);
    const what = `Pix agendado de ${formatBrl(run.amount)} para ${payee.name ?? `a conta ${payee.branch}/${payee.account}`}`;
    const mail = attempted.paid
      ? { subject: `${what}: feito`, text: `${what} foi feito hoje.` }
      : attempted.retryAt
        ? {
            subject: `${what}: saldo insuficiente`,
            text:
              `${what} não foi feito agora: ${attempted.why} ` +
              `Vamos tentar de novo às ${PIX_SCHEDULE_ATTEMPT_TIMES[run.attempt]} (horário de Brasília).`,
          }
        : {
            subject: `${what}: não foi feito`,
            text: `${what} não foi feito: ${attempted.why}`,
          };
    await mailer.send({ to: rows[0].email, ...mail });
  }

  return {
    materialize,
    /**
     * One pass: due schedules become runs, the runs whose time has come are attempted, and so
     * are Pix Automático debits (automaticDebits.ts). Answers how many outcomes this process
     * recorded.
     */
    async tick(): Promise<number> {
      const now = clock.now();
      await materialize(now);
      const recorded = await leases.attemptEach(await claim(now), {
        attempt,
        outcomeOf: completedOrFailed,
        tell: notify,
        now: () => clock.now(),
      });
      return recorded + (await automaticDebits.tick());
    },
  };
}

export type PixScheduler = ReturnType<typeof createPixScheduler>;
