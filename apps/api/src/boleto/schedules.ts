import {
  formatBrl,
  formatDay,
  pixScheduleAttemptAt,
  PIX_SCHEDULE_ATTEMPT_TIMES,
  type CalendarDate,
  type Cents,
  type ErrorCode,
} from '@ipe/domain';
import type { AppContext } from '../appContext';
import { fromJson, idKey, toDate } from '../db';
import { BankError } from '../errors';
import { requestFingerprint } from '../ledger';
import {
  createLeasedAttempts,
  type Attempted,
  completedOrFailed,
  refusalOf,
  refusedBeforePaying,
} from '../scheduler';
import { createBoletoPayments, type BoletoBill } from './payments';

/*
 * Boletos scheduled for their due date (docs/architecture/boletos.md, "Scheduling"). The holder
 * schedules with the PIN what the bill asks on that day; the scheduler pays it then, through the
 * same payment as "pay now", at the times scheduled Pix are tried (a short balance is tried again
 * later that day). Each attempt's Idempotency-Key is `boleto-schedule:{id}:{attempt}`: a worker
 * that crashed after paying, or one that took over its lease, resumes that payment.
 */

export type BoletoScheduleStatus = 'pending' | 'completed' | 'failed' | 'cancelled';

export interface BoletoSchedule {
  id: string;
  barcode: string;
  kind: 'bank' | 'collection';
  beneficiary: { name: string; document: string };
  dueDate: CalendarDate;
  scheduledFor: CalendarDate;
  amount: Cents;
  description: string | null;
  status: BoletoScheduleStatus;
  attempt: number;
  nextAttemptAt: Date | null;
  paymentId: string | null;
  reason: ErrorCode | null;
  createdAt: Date;
}

export interface BoletoScheduleRequest {
  accountId: string;
  /** Who authorised it with the PIN: told of its outcome. */
  userId: string;
  barcode: string;
  /** What the holder confirmed: what the bill asks on the scheduled day. */
  amount: Cents;
  description?: string | undefined;
  idempotencyKey: string;
}

interface ScheduleRow {
  id: string;
  account_id: string;
  created_by: string;
  request_hash: string;
  barcode: string;
  kind: 'bank' | 'collection';
  beneficiary: BoletoSchedule['beneficiary'] | string;
  due_date: CalendarDate;
  scheduled_for: CalendarDate;
  amount: string | number;
  description: string | null;
  status: BoletoScheduleStatus;
  attempt: number;
  next_attempt_at: Date | string | null;
  payment_id: string | null;
  reason: ErrorCode | null;
  created_at: Date | string;
}

function toSchedule(row: ScheduleRow): BoletoSchedule {
  return {
    id: row.id,
    barcode: row.barcode,
    kind: row.kind,
    beneficiary: fromJson(row.beneficiary),
    dueDate: row.due_date,
    scheduledFor: row.scheduled_for,
    amount: Number(row.amount),
    description: row.description,
    status: row.status,
    attempt: row.attempt,
    nextAttemptAt: row.next_attempt_at === null ? null : toDate(row.next_attempt_at),
    paymentId: row.payment_id,
    reason: row.reason,
    createdAt: toDate(row.created_at),
  };
}

type ScheduleContext = Pick<
  AppContext,
  'db' | 'ledger' | 'accounts' | 'interbank' | 'clock' | 'mailer' | 'fees'
>;

/** The holder's side: schedule a bill, list the schedules, cancel one still to come. */
export function createBoletoSchedules(ctx: ScheduleContext) {
  const { db, clock } = ctx;
  const payments = createBoletoPayments(ctx);

  async function byKey(accountId: string, idempotencyKey: string) {
    const { rows } = await db.query<ScheduleRow>(
      'SELECT * FROM boleto_schedules WHERE account_id = $1 AND idempotency_key = $2',
      [accountId, idempotencyKey],
    );
    return rows[0];
  }

  return {
    /** Schedules a bill for its due date, or answers the schedule this key already made. */
    async schedule(
      request: BoletoScheduleRequest,
    ): Promise<{ schedule: BoletoSchedule; replayed: boolean }> {
      const hash = requestFingerprint([
        'boleto-schedule',
        request.barcode,
        request.amount,
        request.description ?? null,
      ]);
      const earlier = await byKey(request.accountId, request.idempotencyKey);
      if (earlier) {
        if (earlier.request_hash !== hash) throw new BankError('IDEMPOTENCY_CONFLICT');
        return { schedule: toSchedule(earlier), replayed: true };
      }
      const bill: BoletoBill = await payments.lookup(request.accountId, request.barcode);
      if (!bill.schedule || !bill.dueDate) throw new BankError('BOLETO_SCHEDULE_NOT_AHEAD');
      if (bill.schedule.amount !== request.amount) {
        throw new BankError('VALIDATION_ERROR', {
          fields: { amount_cents: 'AMOUNT_DIFFERS_FROM_CODE' },
        });
      }
      const now = clock.now();
      const { rows } = await db.query<ScheduleRow>(
        `INSERT INTO boleto_schedules (account_id, created_by, idempotency_key, request_hash,
           barcode, kind, beneficiary, due_date, scheduled_for, amount, description, status,
           next_attempt_at, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7::jsonb, $8, $9, $10, $11, 'pending', $12, $13, $13)
         ON CONFLICT DO NOTHING
         RETURNING *`,
        [
          request.accountId,
          request.userId,
          request.idempotencyKey,
          hash,
          bill.barcode,
          bill.kind,
          JSON.stringify(bill.beneficiary),
          bill.dueDate,
          bill.schedule.date,
          bill.schedule.amount,
          request.description ?? null,
          pixScheduleAttemptAt(bill.schedule.date, 1),
          now,
        ],
      );
      if (rows[0]) return { schedule: toSchedule(rows[0]), replayed: false };
      // Nothing inserted: this key just made it (a concurrent retry), or the bill is scheduled.
      const concurrent = await byKey(request.accountId, request.idempotencyKey);
      if (concurrent?.request_hash === hash) {
        return { schedule: toSchedule(concurrent), replayed: true };
      }
      throw new BankError('BOLETO_ALREADY_SCHEDULED');
    },

    /** The account's scheduled boletos, the next to be paid first, then the rest newest first. */
    async list(accountId: string): Promise<BoletoSchedule[]> {
      const { rows } = await db.query<ScheduleRow>(
        `SELECT * FROM boleto_schedules WHERE account_id = $1
          ORDER BY status <> 'pending', CASE WHEN status = 'pending' THEN scheduled_for END,
            scheduled_for DESC, created_at DESC
          LIMIT 200`,
        [accountId],
      );
      return rows.map(toSchedule);
    },

    /** Cancels a schedule not yet paid; one a worker is paying now is no longer the holder's. */
    async cancel(accountId: string, scheduleId: string): Promise<BoletoSchedule> {
      const now = clock.now();
      const { rows } = await db.query<ScheduleRow>(
        `UPDATE boleto_schedules SET status = 'cancelled', next_attempt_at = NULL, updated_at = $3
         WHERE id = $1::uuid AND account_id = $2 AND status = 'pending'
           AND (locked_until IS NULL OR locked_until <= $3)
         RETURNING *`,
        [idKey(scheduleId), accountId, now],
      );
      if (rows[0]) return toSchedule(rows[0]);
      const { rows: existing } = await db.query<ScheduleRow>(
        'SELECT * FROM boleto_schedules WHERE id = $1::uuid AND account_id = $2',
        [idKey(scheduleId), accountId],
      );
      throw new BankError(
        existing[0] ? 'BOLETO_SCHEDULE_NOT_CANCELLABLE' : 'BOLETO_SCHEDULE_NOT_FOUND',
      );
    },
  };
}

export interface BoletoSchedulerOptions {
  /** How long a claimed schedule is a worker's before another may resume it. */
  leaseMs: number;
  /** Schedules paid per tick and process. */
  batch: number;
}

/** The runner: pays the boletos whose scheduled day and attempt time have come. */
export function createBoletoScheduler(
  ctx: ScheduleContext,
  options: BoletoSchedulerOptions = { leaseMs: 2 * 60_000, batch: 20 },
) {
  const { db, clock, mailer } = ctx;
  const payments = createBoletoPayments(ctx);
  const leases = createLeasedAttempts<ScheduleRow>(db, 'boleto_schedules', 'pending', options);

  async function attempt(row: ScheduleRow): Promise<Attempted | null> {
    try {
      const payer = await ctx.accounts.byId(db, row.account_id);
      // An account blocked or closed since it was scheduled pays nothing more.
      if (!payer?.canReceive) {
        return { paid: false, ...refusedBeforePaying('ACCOUNT_TRANSACTIONS_NOT_ALLOWED') };
      }
      // What the bill asks today: less (a discount) is paid, more was not what the holder agreed.
      const bill = await payments.lookup(row.account_id, row.barcode);
      if (bill.amount > Number(row.amount)) {
        return { paid: false, ...refusedBeforePaying('BOLETO_AMOUNT_CHANGED') };
      }
      const { payment } = await payments.pay({
        accountId: row.account_id,
        barcode: row.barcode,
        amount: bill.amount,
        description: row.description ?? undefined,
        idempotencyKey: `boleto-schedule:${row.id}:${row.attempt}`,
      });
      return { paid: true, paymentId: payment.id };
    } catch (error) {
      const refusal = refusalOf(error, pixScheduleAttemptAt(row.scheduled_for, row.attempt + 1));
      return refusal && { paid: false, ...refusal };
    }
  }

  async function notify(row: ScheduleRow, attempted: Attempted) {
    const { rows } = await db.query<{ email: string }>('SELECT email FROM users WHERE id = $1', [
      row.created_by,
    ]);
    if (!rows[0]) return;
    const { name } = toSchedule(row).beneficiary;
    const what = `Boleto de ${formatBrl(Number(row.amount))} para ${name} (vencimento ${formatDay(row.due_date)}), agendado`;
    const mail = attempted.paid
      ? { subject: `${what}: pago`, text: `${what}, foi pago hoje.` }
      : attempted.retryAt
        ? {
            subject: `${what}: saldo insuficiente`,
            text:
              `${what}, não foi pago agora: ${attempted.why} ` +
              `Vamos tentar de novo às ${PIX_SCHEDULE_ATTEMPT_TIMES[row.attempt]} (horário de Brasília).`,
          }
        : { subject: `${what}: não foi pago`, text: `${what}, não foi pago: ${attempted.why}` };
    await mailer.send({ to: rows[0].email, ...mail });
  }

  return {
    /** One pass: the schedules whose attempt time has come are paid; answers how many recorded. */
    async tick(): Promise<number> {
      return leases.attemptEach(await leases.claim(clock.now()), {
        attempt,
        outcomeOf: completedOrFailed,
        tell: notify,
        now: () => clock.now(),
      });
    },
  };
}
