import type { Migration } from '../migrate';

/**
 * Pix Automático (docs/architecture/pix-automatic.md). `pix_automatic` is a receiver's recurring
 * authorisation (`rec`) together with its request to the payer (`solicrec`): what the receiver
 * asked (contract, periodicity, period, a fixed amount or a minimum for the payer's maximum, the
 * retry policy), whom the debits pay, and what the payer answered (maximum, own end date).
 * `pix_automatic_charges` are its charges (`cobr`): one per due day, debited from 06:00 of that
 * day with the Idempotency-Key `automatic:{charge}:{attempt}`, leased like scheduled runs
 * (`locked_until`) so two processes or a restart debit it once.
 */
export const pixAutomaticMigration: Migration = {
  id: '0028_pix_automatic',
  sql: `
CREATE TABLE pix_automatic (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  rec_id text NOT NULL UNIQUE CHECK (rec_id ~ '^R[RN][0-9]{16}[A-Za-z0-9]{11}$'),
  request_id text NOT NULL UNIQUE CHECK (request_id ~ '^SC[0-9]{16}[A-Za-z0-9]{11}$'),
  payer_account_id uuid NOT NULL REFERENCES accounts (id),
  receiver jsonb NOT NULL,
  recipient jsonb NOT NULL,
  contract text NOT NULL CHECK (length(contract) BETWEEN 1 AND 35),
  object text CHECK (length(object) <= 140),
  periodicity text NOT NULL
    CHECK (periodicity IN ('SEMANAL', 'MENSAL', 'TRIMESTRAL', 'SEMESTRAL', 'ANUAL')),
  start_date text NOT NULL CHECK (start_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
  end_date text CHECK (end_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
  fixed_amount bigint CHECK (fixed_amount > 0),
  receiver_minimum bigint CHECK (receiver_minimum > 0),
  retry_policy text NOT NULL CHECK (retry_policy IN ('NAO_PERMITE', 'PERMITE_3R_7D')),
  payer_maximum bigint CHECK (payer_maximum > 0),
  payer_end_date text CHECK (payer_end_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
  status text NOT NULL CHECK (status IN ('CRIADA', 'APROVADA', 'REJEITADA', 'EXPIRADA', 'CANCELADA')),
  request_expires_at timestamptz NOT NULL,
  answered_by uuid REFERENCES users (id),
  answered_at timestamptz,
  cancelled_at timestamptz,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CHECK (fixed_amount IS NULL OR receiver_minimum IS NULL)
);
CREATE INDEX pix_automatic_payer ON pix_automatic (payer_account_id, created_at DESC);

CREATE TABLE pix_automatic_charges (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  txid text NOT NULL UNIQUE CHECK (txid ~ '^[A-Za-z0-9]{26,35}$'),
  automatic_id uuid NOT NULL REFERENCES pix_automatic (id),
  due_date text NOT NULL CHECK (due_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
  amount bigint NOT NULL CHECK (amount > 0),
  description text CHECK (length(description) <= 140),
  status text NOT NULL CHECK (status IN ('ATIVA', 'CONCLUIDA', 'CANCELADA', 'EXPIRADA')),
  attempt integer NOT NULL DEFAULT 1 CHECK (attempt >= 1),
  next_attempt_at timestamptz,
  locked_until timestamptz,
  payment_id uuid REFERENCES pix_payments (id),
  reason text,
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  UNIQUE (automatic_id, due_date),
  CHECK ((status = 'ATIVA') = (next_attempt_at IS NOT NULL))
);
CREATE INDEX pix_automatic_charges_due ON pix_automatic_charges (next_attempt_at)
  WHERE status = 'ATIVA';
`,
};
