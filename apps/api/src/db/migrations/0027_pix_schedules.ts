import type { Migration } from '../migrate';

/**
 * Scheduled Pix (docs/architecture/pix-scheduling.md). A schedule is what the holder authorised
 * with the PIN: whom (as the payment will name them), how much, from which day, how often and how
 * many times; `next_index`/`next_date` say which payment is still to come. On its day each
 * payment becomes a run, once (unique per schedule and index); a run pays with the Idempotency-Key
 * `schedule:{schedule}:{due_date}:{attempt}`, so however many workers or restarts reach it, the
 * attempt pays once. `locked_until` is a worker's lease on a run: past it, another may resume.
 * Days are 'yyyy-mm-dd' text (São Paulo's calendar), not `date`, which a driver may shift.
 */
export const pixSchedulesMigration: Migration = {
  id: '0027_pix_schedules',
  sql: `
CREATE TABLE pix_schedules (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid NOT NULL REFERENCES accounts (id),
  created_by uuid NOT NULL REFERENCES users (id),
  idempotency_key text NOT NULL,
  request_hash text NOT NULL,
  recipient jsonb NOT NULL,
  payee jsonb NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  description text CHECK (length(description) <= 140),
  frequency text NOT NULL CHECK (frequency IN ('once', 'weekly', 'monthly')),
  first_date text NOT NULL CHECK (first_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
  occurrences integer NOT NULL CHECK (occurrences BETWEEN 1 AND 60),
  next_index integer NOT NULL DEFAULT 0 CHECK (next_index >= 0),
  next_date text CHECK (next_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
  status text NOT NULL CHECK (status IN ('active', 'finished', 'cancelled')),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  UNIQUE (account_id, idempotency_key),
  CHECK ((status = 'active') = (next_date IS NOT NULL))
);
CREATE INDEX pix_schedules_due ON pix_schedules (next_date) WHERE status = 'active';
CREATE INDEX pix_schedules_account ON pix_schedules (account_id, created_at DESC);

CREATE TABLE pix_schedule_runs (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  schedule_id uuid NOT NULL REFERENCES pix_schedules (id),
  occurrence integer NOT NULL CHECK (occurrence >= 0),
  due_date text NOT NULL CHECK (due_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
  amount bigint NOT NULL CHECK (amount > 0),
  description text,
  status text NOT NULL CHECK (status IN ('pending', 'completed', 'failed', 'cancelled')),
  attempt integer NOT NULL DEFAULT 1 CHECK (attempt >= 1),
  next_attempt_at timestamptz,
  locked_until timestamptz,
  payment_id uuid REFERENCES pix_payments (id),
  reason text,
  updated_at timestamptz NOT NULL,
  UNIQUE (schedule_id, occurrence),
  CHECK ((status = 'pending') = (next_attempt_at IS NOT NULL))
);
CREATE INDEX pix_schedule_runs_due ON pix_schedule_runs (next_attempt_at) WHERE status = 'pending';
`,
};
