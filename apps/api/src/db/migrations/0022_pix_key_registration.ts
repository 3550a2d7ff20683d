import type { Migration } from '../migrate';

/**
 * Registering and deleting Pix keys (docs/architecture/pix-keys.md):
 *
 * - `pix_key_confirmations`: the one-time code that proves an e-mail or phone is the holder's
 *   before it becomes a key (or before a claim on it opens). Only the code's digest is kept.
 * - `pix_key_claims`: a key held by another account (here or at another participant) asked for
 *   by this one, as DICT's claim flow: portability when the holder is the same person, ownership
 *   when it is someone else's e-mail or phone. One open claim per key at a time; the donor
 *   confirms or cancels within 7 days, or the deadline decides.
 * - The outbox also carries text messages (phone codes): `channel` keeps them off SMTP.
 */
export const pixKeyRegistrationMigration: Migration = {
  id: '0022_pix_key_registration',
  sql: `
CREATE TABLE pix_key_confirmations (
  id uuid PRIMARY KEY,
  account_id uuid NOT NULL REFERENCES accounts (id),
  user_id uuid NOT NULL REFERENCES users (id),
  key_type text NOT NULL CHECK (key_type IN ('email', 'phone')),
  key text NOT NULL CHECK (length(key) BETWEEN 1 AND 77),
  code_digest text NOT NULL,
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz
);
CREATE INDEX pix_key_confirmations_account ON pix_key_confirmations (account_id, created_at);

CREATE TABLE pix_key_claims (
  id uuid PRIMARY KEY,
  key text NOT NULL CHECK (length(key) BETWEEN 1 AND 77),
  key_type text NOT NULL CHECK (key_type IN ('cpf', 'cnpj', 'email', 'phone')),
  claim_type text NOT NULL CHECK (claim_type IN ('portability', 'ownership')),
  claimer_account_id uuid NOT NULL REFERENCES accounts (id),
  donor_account_id uuid REFERENCES accounts (id),
  donor_ispb text NOT NULL CHECK (donor_ispb ~ '^[0-9]{8}$'),
  status text NOT NULL CHECK (status IN ('OPEN', 'COMPLETED', 'CANCELLED')),
  resolution text CHECK (resolution IN
    ('DONOR_CONFIRMED', 'DONOR_CANCELLED', 'CLAIMER_CANCELLED', 'DEADLINE')),
  opened_at timestamptz NOT NULL,
  resolve_by timestamptz NOT NULL,
  resolved_at timestamptz,
  CHECK ((status = 'OPEN') = (resolution IS NULL))
);
CREATE UNIQUE INDEX pix_key_claims_one_open ON pix_key_claims (key) WHERE status = 'OPEN';
CREATE INDEX pix_key_claims_claimer ON pix_key_claims (claimer_account_id, opened_at DESC);
CREATE INDEX pix_key_claims_donor ON pix_key_claims (donor_account_id, opened_at DESC)
  WHERE donor_account_id IS NOT NULL;
CREATE INDEX pix_key_claims_due ON pix_key_claims (resolve_by) WHERE status = 'OPEN';

ALTER TABLE email_outbox
  ADD COLUMN channel text NOT NULL DEFAULT 'email' CHECK (channel IN ('email', 'sms'));
`,
};
