import type { Migration } from '../migrate';

/**
 * Boletos scheduled for their due date (docs/architecture/boletos.md). One row per bill the holder
 * scheduled, paid on `scheduled_for` by the scheduler, leased like scheduled Pix runs
 * (`locked_until`, SKIP LOCKED) and tried again at the day's later times when the balance is short.
 * `amount` is what the holder confirmed: what the bill asks that day. A bill is scheduled once per
 * account while pending; the payment it made is `payment_id`.
 */
export const boletoSchedulesMigration: Migration = {
  id: '0031_boleto_schedules',
  sql: `
CREATE TABLE boleto_schedules (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid NOT NULL REFERENCES accounts (id),
  created_by uuid NOT NULL REFERENCES users (id),
  idempotency_key text NOT NULL,
  request_hash text NOT NULL,
  barcode text NOT NULL CHECK (barcode ~ '^[0-9]{44}$'),
  kind text NOT NULL CHECK (kind IN ('bank', 'collection')),
  beneficiary jsonb NOT NULL,
  due_date text NOT NULL CHECK (due_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
  scheduled_for text NOT NULL CHECK (scheduled_for ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
  amount bigint NOT NULL CHECK (amount > 0),
  description text CHECK (length(description) <= 140),
  status text NOT NULL CHECK (status IN ('pending', 'completed', 'failed', 'cancelled')),
  attempt integer NOT NULL DEFAULT 1 CHECK (attempt >= 1),
  next_attempt_at timestamptz,
  locked_until timestamptz,
  payment_id uuid REFERENCES boleto_payments (id),
  reason text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  UNIQUE (account_id, idempotency_key),
  CHECK ((status = 'pending') = (next_attempt_at IS NOT NULL))
);
CREATE UNIQUE INDEX boleto_schedules_once ON boleto_schedules (account_id, barcode)
  WHERE status = 'pending';
CREATE INDEX boleto_schedules_due ON boleto_schedules (next_attempt_at) WHERE status = 'pending';
CREATE INDEX boleto_schedules_account ON boleto_schedules (account_id, scheduled_for DESC);
`,
};
