import {
  pixScheduleDateProblem,
  toSaoPauloDate,
  type CalendarDate,
  type Cents,
  type ErrorCode,
  type PixScheduleFrequency,
  type PixScheduleRunStatus,
  type PixScheduleStatus,
} from '@ipe/domain';
import type { AppContext } from '../appContext';
import { fromJson, idKey, type Queryable, toDate } from '../db';
import { BankError } from '../errors';
import { requestFingerprint } from '../ledger';
import { type NamedRecipient, type Payee, payeeOf } from './payees';

/*
 * Scheduled Pix and transfers, as the holder sees and changes them
 * (docs/architecture/pix-scheduling.md). The scheduler (scheduler.ts) pays them on their days.
 */

export interface PixScheduleRequest {
  accountId: string;
  /** Who authorised it with the PIN: told of every outcome. */
  userId: string;
  idempotencyKey: string;
  recipient: NamedRecipient;
  amount: Cents;
  description?: string | undefined;
  scheduledFor: CalendarDate;
  frequency: PixScheduleFrequency;
  /** How many payments: 1 for a one-off. */
  occurrences: number;
}

export interface PixScheduleRun {
  id: string;
  occurrence: number;
  dueDate: CalendarDate;
  amount: Cents;
  status: PixScheduleRunStatus;
  /** The attempt under way or next (1 to 4 on its day). */
  attempt: number;
  nextAttemptAt: Date | null;
  /** The payment the last attempt made (completed, refused or returned). */
  paymentId: string | null;
  reason: ErrorCode | null;
  updatedAt: Date;
}

export interface PixSchedule {
  id: string;
  accountId: string;
  recipient: NamedRecipient;
  payee: Payee;
  amount: Cents;
  description: string | null;
  frequency: PixScheduleFrequency;
  firstDate: CalendarDate;
  occurrences: number;
  /** The day of the next payment still to become a run; null once finished or cancelled. */
  nextDate: CalendarDate | null;
  status: PixScheduleStatus;
  createdAt: Date;
  /** Its payments so far, the latest first. */
  runs: PixScheduleRun[];
}

export interface ScheduleRow {
  id: string;
  account_id: string;
  created_by: string;
  idempotency_key: string;
  recipient: NamedRecipient | string;
  payee: Payee | string;
  amount: number;
  description: string | null;
  frequency: PixScheduleFrequency;
  first_date: CalendarDate;
  occurrences: number;
  next_index: number;
  next_date: CalendarDate | null;
  status: PixScheduleStatus;
  created_at: Date | string;
}

export interface RunRow {
  id: string;
  schedule_id: string;
  occurrence: number;
  due_date: CalendarDate;
  amount: number;
  description: string | null;
  status: PixScheduleRunStatus;
  attempt: number;
  next_attempt_at: Date | string | null;
  locked_until: Date | string | null;
  payment_id: string | null;
  reason: ErrorCode | null;
  updated_at: Date | string;
}

/** jsonb comes back parsed from PostgreSQL and as text from some PGlite paths. */
const toRun = (row: RunRow): PixScheduleRun => ({
  id: row.id,
  occurrence: row.occurrence,
  dueDate: row.due_date,
  amount: row.amount,
  status: row.status,
  attempt: row.attempt,
  nextAttemptAt: row.next_attempt_at === null ? null : toDate(row.next_attempt_at),
  paymentId: row.payment_id,
  reason: row.reason,
  updatedAt: toDate(row.updated_at),
});

const toSchedule = (row: ScheduleRow, runs: RunRow[]): PixSchedule => ({
  id: row.id,
  accountId: row.account_id,
  recipient: fromJson(row.recipient),
  payee: fromJson(row.payee),
  amount: row.amount,
  description: row.description,
  frequency: row.frequency,
  firstDate: row.first_date,
  occurrences: row.occurrences,
  nextDate: row.next_date,
  status: row.status,
  createdAt: toDate(row.created_at),
  runs: runs.filter((run) => run.schedule_id === row.id).map(toRun),
});

/** What a request asks for, so a reused Idempotency-Key is told from a retry. */
const fingerprint = (request: PixScheduleRequest) =>
  requestFingerprint([
    request.recipient,
    request.amount,
    request.description ?? null,
    request.scheduledFor,
    request.frequency,
    request.occurrences,
  ]);

export function createPixSchedules(
  ctx: Pick<AppContext, 'db' | 'clock' | 'accounts' | 'interbank'>,
) {
  const { db, clock } = ctx;
  const today = () => toSaoPauloDate(clock.now());

  function checkDate(date: CalendarDate) {
    const problem = pixScheduleDateProblem(date, today());
    if (problem) throw new BankError('VALIDATION_ERROR', { fields: { scheduled_for: problem } });
  }

  async function read(q: Queryable, accountId: string, ids?: string[]): Promise<PixSchedule[]> {
    const { rows } = await q.query<ScheduleRow>(
      `SELECT * FROM pix_schedules WHERE account_id = $1 AND ($2::text[] IS NULL OR id::text = ANY($2))
       ORDER BY (status = 'active') DESC, next_date, created_at DESC`,
      [accountId, ids ?? null],
    );
    if (rows.length === 0) return [];
    const runs = await q.query<RunRow>(
      `SELECT * FROM pix_schedule_runs WHERE schedule_id = ANY($1::uuid[])
       ORDER BY due_date DESC, occurrence DESC`,
      [rows.map((row) => row.id)],
    );
    return rows.map((row) => toSchedule(row, runs.rows));
  }

  async function get(q: Queryable, accountId: string, id: string): Promise<PixSchedule> {
    const [schedule] = await read(q, accountId, [id]);
    if (!schedule) throw new BankError('PIX_SCHEDULE_NOT_FOUND');
    return schedule;
  }

  /** The schedule, locked for a change; only while active and before its next day. */
  async function lockEditable(tx: Queryable, accountId: string, id: string) {
    const { rows } = await tx.query<ScheduleRow>(
      'SELECT * FROM pix_schedules WHERE id = $1::uuid AND account_id = $2 FOR UPDATE',
      [idKey(id), accountId],
    );
    const row = rows[0];
    if (!row) throw new BankError('PIX_SCHEDULE_NOT_FOUND');
    return row;
  }

  return {
    /** Records a schedule, or answers the one this Idempotency-Key already made. */
    async create(
      request: PixScheduleRequest,
    ): Promise<{ schedule: PixSchedule; replayed: boolean }> {
      const hash = fingerprint(request);
      const earlier = async () => {
        const { rows } = await db.query<{ id: string; request_hash: string }>(
          `SELECT id, request_hash FROM pix_schedules
           WHERE account_id = $1 AND idempotency_key = $2`,
          [request.accountId, request.idempotencyKey],
        );
        return rows[0];
      };
      const replay = async (found: { id: string; request_hash: string }) => {
        if (found.request_hash !== hash) throw new BankError('IDEMPOTENCY_CONFLICT');
        return { schedule: await get(db, request.accountId, found.id), replayed: true };
      };
      const found = await earlier();
      if (found) return replay(found);

      checkDate(request.scheduledFor);
      const payee = await payeeOf(ctx, request.recipient);
      if (payee.accountId === request.accountId) throw new BankError('SAME_ACCOUNT');
      const now = clock.now();
      const { rows } = await db.query<{ id: string }>(
        `INSERT INTO pix_schedules (account_id, created_by, idempotency_key, request_hash,
           recipient, payee, amount, description, frequency, first_date, occurrences, next_index,
           next_date, status, created_at, updated_at)
         VALUES ($1, $2, $3, $12, $4::jsonb, $5::jsonb, $6, $7, $8, $9, $10, 0, $9, 'active',
           $11, $11)
         ON CONFLICT (account_id, idempotency_key) DO NOTHING
         RETURNING id`,
        [
          request.accountId,
          request.userId,
          request.idempotencyKey,
          JSON.stringify(request.recipient),
          JSON.stringify(payee),
          request.amount,
          request.description ?? null,
          request.frequency,
          request.scheduledFor,
          request.occurrences,
          now,
          hash,
        ],
      );
      if (!rows[0]) return replay((await earlier())!);
      return { schedule: await get(db, request.accountId, rows[0].id), replayed: false };
    },

    list: (accountId: string) => read(db, accountId),

    get: (accountId: string, id: string) => get(db, accountId, id),

    /**
     * Changes what is still to come: the amount, the message and, for a one-off, the day. Not on
     * or after the next payment's day (that payment is already the scheduler's).
     */
    async update(
      accountId: string,
      id: string,
      change: { amount: Cents; description?: string | undefined; scheduledFor?: CalendarDate },
    ): Promise<PixSchedule> {
      await db.transaction(async (tx) => {
        const row = await lockEditable(tx, accountId, id);
        if (row.status !== 'active' || row.next_date === null || row.next_date <= today()) {
          throw new BankError('PIX_SCHEDULE_NOT_EDITABLE');
        }
        const date = change.scheduledFor ?? row.next_date;
        if (date !== row.next_date) {
          // A series keeps its days; only a one-off moves.
          if (row.frequency !== 'once') {
            throw new BankError('VALIDATION_ERROR', { fields: { scheduled_for: 'INVALID' } });
          }
          checkDate(date);
        }
        await tx.query(
          `UPDATE pix_schedules SET amount = $2, description = $3,
             first_date = CASE WHEN frequency = 'once' THEN $4 ELSE first_date END,
             next_date = $4, updated_at = $5
           WHERE id = $1`,
          [row.id, change.amount, change.description ?? null, date, clock.now()],
        );
      });
      return get(db, accountId, id);
    },

    /**
     * Stops a schedule: nothing more becomes a run, and a run of today not yet under way is
     * cancelled with it. One a worker is paying right now still finishes (and is listed).
     */
    async cancel(accountId: string, id: string): Promise<PixSchedule> {
      await db.transaction(async (tx) => {
        const row = await lockEditable(tx, accountId, id);
        if (row.status === 'cancelled') return;
        const now = clock.now();
        const { affectedRows } = await tx.query(
          `UPDATE pix_schedule_runs SET status = 'cancelled', next_attempt_at = NULL,
             updated_at = $2
           WHERE schedule_id = $1 AND status = 'pending'
             AND (locked_until IS NULL OR locked_until <= $2)`,
          [row.id, now],
        );
        if (row.status === 'finished' && affectedRows === 0) {
          throw new BankError('PIX_SCHEDULE_NOT_EDITABLE');
        }
        await tx.query(
          `UPDATE pix_schedules SET status = 'cancelled', next_date = NULL, updated_at = $2
           WHERE id = $1`,
          [row.id, now],
        );
      });
      return get(db, accountId, id);
    },
  };
}

export type PixSchedules = ReturnType<typeof createPixSchedules>;
