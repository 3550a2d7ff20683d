import type { Migration } from '../migrate';

/**
 * Pix at this bank: the keys its customers hold (registration arrives with the keys issue; the
 * demo seeds some) and every Pix an account sends, whichever way its recipient was named.
 *
 * A payment is recorded before any money moves and keeps its end-to-end id for life, so a retry
 * with the same Idempotency-Key (unique per paying account) resumes the same payment: it never
 * makes a second one, and never sends the SPI a second end-to-end id for it. `payee` is what the
 * payer confirmed (name, document, institution, branch, account, key), kept as it was then for
 * the receipt. docs/architecture/pix-payments.md.
 */
export const pixMigration: Migration = {
  id: '0016_pix',
  sql: `
CREATE TABLE pix_keys (
  key text PRIMARY KEY CHECK (length(key) BETWEEN 1 AND 77),
  key_type text NOT NULL CHECK (key_type IN ('cpf', 'cnpj', 'email', 'phone', 'evp')),
  account_id uuid NOT NULL REFERENCES accounts (id),
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX pix_keys_account ON pix_keys (account_id);

CREATE TABLE pix_payments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid NOT NULL REFERENCES accounts (id),
  idempotency_key text NOT NULL,
  request_hash text NOT NULL,
  end_to_end_id text NOT NULL UNIQUE CHECK (end_to_end_id ~ '^E[0-9]{20}[0-9A-Za-z]{11}$'),
  channel text NOT NULL CHECK (channel IN ('key', 'bank_data')),
  amount bigint NOT NULL CHECK (amount > 0),
  description text CHECK (length(description) <= 140),
  payee jsonb NOT NULL,
  status text NOT NULL CHECK (status IN ('settling', 'completed', 'rejected', 'refused')),
  reason text,
  ledger_transfer_id uuid REFERENCES ledger_transfers (id),
  created_at timestamptz NOT NULL,
  settled_at timestamptz,
  UNIQUE (account_id, idempotency_key)
);
CREATE INDEX pix_payments_account_created ON pix_payments (account_id, created_at DESC);
CREATE INDEX pix_payments_settling ON pix_payments (created_at) WHERE status = 'settling';
`,
};
