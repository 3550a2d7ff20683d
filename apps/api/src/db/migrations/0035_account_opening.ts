import type { Migration } from '../migrate';

/**
 * Opening an account on one's own (docs/product/account-opening.md).
 *
 * - `account_applications`: one per e-mail. The e-mailed code (digest only) proves the e-mail and
 *   resumes the application; a confirmed e-mail gets a session token (digest only) that the
 *   steps carry. Each step's data is kept as it was accepted; `account_id` is set once the
 *   credentials step opened the account (PENDING_ACTIVATION), from then on it is read-only.
 * - `identity_checks`: every answer of the KYC provider, for opening an account and for proving
 *   one's identity again after a PIN lockout (REMAKE_KYC). An `analysis` answer waits for an
 *   analyst's decision; a re-verification keeps the new PIN's verifier until it is approved.
 * - Accounts can now be REJECTED: an opening the analysis refused.
 */
export const accountOpeningMigration: Migration = {
  id: '0035_account_opening',
  sql: `
ALTER TABLE accounts DROP CONSTRAINT accounts_status_check;
ALTER TABLE accounts ADD CONSTRAINT accounts_status_check CHECK (status IN
  ('ACTIVE', 'IN_ANALYSIS', 'PENDING_ACTIVATION', 'REMAKE_KYC', 'BLOCKED', 'CLOSED', 'REJECTED'));

CREATE TABLE account_applications (
  id uuid PRIMARY KEY,
  kind text NOT NULL CHECK (kind IN ('person', 'company')),
  email text NOT NULL UNIQUE CHECK (email = lower(email) AND length(email) BETWEEN 3 AND 254),
  code_digest text,
  code_expires_at timestamptz,
  code_attempts integer NOT NULL DEFAULT 0 CHECK (code_attempts >= 0),
  session_digest text,
  session_expires_at timestamptz,
  holder jsonb,
  document text CHECK (document ~ '^([0-9]{11}|[0-9A-Z]{12}[0-9]{2})$'),
  phone text CHECK (phone ~ '^\\+55[0-9]{10,11}$'),
  phone_code_digest text,
  phone_code_expires_at timestamptz,
  phone_code_attempts integer NOT NULL DEFAULT 0 CHECK (phone_code_attempts >= 0),
  phone_confirmed_at timestamptz,
  address jsonb,
  user_id uuid REFERENCES users (id),
  account_id uuid REFERENCES accounts (id),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);
CREATE INDEX account_applications_document ON account_applications (document);

CREATE TABLE identity_checks (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid NOT NULL REFERENCES accounts (id),
  user_id uuid NOT NULL REFERENCES users (id),
  purpose text NOT NULL CHECK (purpose IN ('opening', 'reverification')),
  provider text NOT NULL CHECK (length(provider) BETWEEN 1 AND 40),
  document_type text NOT NULL CHECK (document_type IN ('RG', 'CNH')),
  outcome text NOT NULL CHECK (outcome IN ('approved', 'rejected', 'analysis')),
  new_pin_hash text,
  decided_outcome text CHECK (decided_outcome IN ('approved', 'rejected')),
  decided_at timestamptz,
  created_at timestamptz NOT NULL
);
CREATE INDEX identity_checks_pending ON identity_checks (created_at)
  WHERE outcome = 'analysis' AND decided_at IS NULL;
CREATE INDEX identity_checks_account ON identity_checks (account_id, created_at);
`,
};
