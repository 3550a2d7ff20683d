import type { Migration } from '../migrate';

/**
 * Paying boletos (docs/architecture/boletos.md). `boleto_payments` is one payment of a bill, named
 * by the account and its Idempotency-Key: the barcode, what the registry (or this bank's own
 * records) said of the bill, the amount paid and its breakdown, the business day it is processed
 * on, and the two-phase state (settling → completed | rejected; refused when the money was not
 * there). A boleto this bank issued (a charge with due date) paid by a customer here concludes the
 * charge in the payment's own transaction: `pix_charges.paid_boleto_payment_id` says which.
 */
export const boletoPaymentsMigration: Migration = {
  id: '0029_boleto_payments',
  sql: `
CREATE TABLE boleto_payments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid NOT NULL REFERENCES accounts (id),
  idempotency_key text NOT NULL,
  request_hash text NOT NULL,
  barcode text NOT NULL CHECK (barcode ~ '^[0-9]{44}$'),
  kind text NOT NULL CHECK (kind IN ('bank', 'collection')),
  beneficiary jsonb NOT NULL,
  due_date text CHECK (due_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
  face_amount bigint NOT NULL CHECK (face_amount > 0),
  amount bigint NOT NULL CHECK (amount > 0),
  breakdown jsonb NOT NULL,
  description text CHECK (length(description) <= 140),
  processing_date text NOT NULL CHECK (processing_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'),
  charge_txid text REFERENCES pix_charges (txid),
  authentication text NOT NULL UNIQUE,
  status text NOT NULL CHECK (status IN ('settling', 'completed', 'rejected', 'refused')),
  reason text,
  ledger_transfer_id uuid REFERENCES ledger_transfers (id),
  created_at timestamptz NOT NULL,
  settled_at timestamptz,
  UNIQUE (account_id, idempotency_key)
);
CREATE INDEX boleto_payments_account_created ON boleto_payments (account_id, created_at DESC);
CREATE INDEX boleto_payments_settling ON boleto_payments (created_at) WHERE status = 'settling';

ALTER TABLE pix_charges ADD COLUMN paid_boleto_payment_id uuid UNIQUE REFERENCES boleto_payments (id);
DO $$
DECLARE constraint_name text;
BEGIN
  SELECT conname INTO constraint_name FROM pg_constraint
   WHERE conrelid = 'pix_charges'::regclass AND contype = 'c'
     AND pg_get_constraintdef(oid) LIKE '%paid_end_to_end_id IS NOT NULL%';
  EXECUTE format('ALTER TABLE pix_charges DROP CONSTRAINT %I', constraint_name);
END $$;
ALTER TABLE pix_charges ADD CONSTRAINT pix_charges_paid_check CHECK (
  (status = 'CONCLUIDA') = (paid_end_to_end_id IS NOT NULL OR paid_boleto_payment_id IS NOT NULL)
);
`,
};
