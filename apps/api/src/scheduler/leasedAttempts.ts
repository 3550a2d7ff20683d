import type { ErrorCode } from '@ipe/domain';
import type { Queryable } from '../db';
import { errorAnswer, isBankError } from '../errors';

/*
 * The leasing every payment runner shares (docs/architecture/pix-scheduling.md): scheduled Pix
 * runs, Pix Automático charges and boletos scheduled for their due date. A row whose attempt time has come is leased
 * (`locked_until`) with SKIP LOCKED, so two processes never take it together and one that died
 * leaves it to the next once the lease runs out; its outcome is recorded only while the row is
 * still at the attempt that was leased, so a worker that lost its lease records nothing.
 */

/** A row of a leased table: its id and the attempt under way. */
export interface LeasedRow {
  id: string;
  attempt: number;
}

/** What an attempt came to: a final status, or `retryAt` for the next attempt (same status). */
export interface LeasedOutcome {
  status: string;
  paymentId: string | null;
  reason: ErrorCode | null;
  retryAt: Date | null;
}

type LeasedTable = 'pix_schedule_runs' | 'pix_automatic_charges' | 'boleto_schedules';

export function createLeasedAttempts<Row extends LeasedRow>(
  db: Queryable,
  table: LeasedTable,
  /** The status of a row still to be attempted. */
  pending: string,
  options: { leaseMs: number; batch: number },
) {
  return {
    /** Leases the rows whose attempt time has come (and those a lost worker left). */
    async claim(now: Date): Promise<Row[]> {
      const { rows } = await db.query<Row>(
        `UPDATE ${table} SET locked_until = $2
         WHERE id IN (
           SELECT id FROM ${table}
           WHERE status = $4 AND next_attempt_at <= $1
             AND (locked_until IS NULL OR locked_until <= $1)
           ORDER BY next_attempt_at LIMIT $3
           FOR UPDATE SKIP LOCKED)
         RETURNING *`,
        [now, new Date(now.getTime() + options.leaseMs), options.batch, pending],
      );
      return rows;
    },

    /** Records an outcome once: a worker whose lease another took over finds it recorded. */
    async record(row: Row, outcome: LeasedOutcome, now: Date): Promise<boolean> {
      const { affectedRows } = await db.query(
        `UPDATE ${table} SET status = $3, payment_id = $4, reason = $5,
           attempt = attempt + $6, next_attempt_at = $7, locked_until = NULL, updated_at = $8
         WHERE id = $1 AND attempt = $2 AND status = $9`,
        [
          row.id,
          row.attempt,
          outcome.retryAt ? pending : outcome.status,
          outcome.paymentId,
          outcome.reason,
          outcome.retryAt ? 1 : 0,
          outcome.retryAt,
          now,
          pending,
        ],
      );
      return affectedRows === 1;
    },

    /**
     * Attempts each leased row and records what it came to; `tell` runs only for an outcome this
     * worker recorded (one that lost its lease tells nobody). Null from `attempt` leaves the row
     * to its lease. Answers how many outcomes were recorded.
     */
    async attemptEach<Claimed extends Row, Attempt>(
      rows: readonly Claimed[],
      steps: {
        attempt: (row: Claimed) => Promise<Attempt | null>;
        outcomeOf: (attempted: Attempt) => LeasedOutcome;
        tell: (row: Claimed, attempted: Attempt) => Promise<void>;
        now: () => Date;
      },
    ): Promise<number> {
      let recorded = 0;
      for (const row of rows) {
        const attempted = await steps.attempt(row);
        if (attempted && (await this.record(row, steps.outcomeOf(attempted), steps.now()))) {
          recorded += 1;
          await steps.tell(row, attempted);
        }
      }
      return recorded;
    },
  };
}

/** What one attempt at a scheduled payment came to: paid, or refused (maybe to be retried). */
export type Attempted = { paid: true; paymentId: string } | ({ paid: false } & Refusal);

/** A scheduled payment's outcome: completed, or failed with its refusal (a retry stays pending). */
export const completedOrFailed = (attempted: Attempted): LeasedOutcome =>
  attempted.paid
    ? { status: 'completed', paymentId: attempted.paymentId, reason: null, retryAt: null }
    : { status: 'failed', ...attempted };

/** A payment attempt's refusal, as a runner records it and tells the holder. */
export interface Refusal {
  reason: ErrorCode;
  paymentId: string | null;
  /** The refusal in the API's words, for the e-mail. */
  why: string;
  /** When to try again: only a short balance is, and only while an attempt is left. */
  retryAt: Date | null;
}

/**
 * Reads what a payment attempt threw. Null for anything but a refusal (the database, a crash of
 * the SPI call): the lease then runs out and the same attempt resumes with the same key.
 */
export function refusalOf(error: unknown, nextAttemptAt: Date | null): Refusal | null {
  if (!isBankError(error)) return null;
  return {
    reason: error.code,
    paymentId: typeof error.extra?.payment_id === 'string' ? error.extra.payment_id : null,
    why: errorAnswer(error.code, error.extra).body.message,
    retryAt: error.code === 'INSUFFICIENT_FUNDS' ? nextAttemptAt : null,
  };
}

/** A refusal made before paying (the account, the authorisation), never tried again. */
export function refusedBeforePaying(reason: ErrorCode): Refusal {
  return { reason, paymentId: null, why: errorAnswer(reason).body.message, retryAt: null };
}
