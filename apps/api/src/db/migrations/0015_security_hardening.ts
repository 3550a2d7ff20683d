import type { Migration } from '../migrate';

/**
 * What the security review of docs/security/threat-model.md changed in the schema.
 *
 * - `server_secrets` goes: secrets come from the environment (IPE_SECRET_KEY), never the database,
 *   so a copy of the database cannot sign a token or an operator call.
 * - `users.pin_locked_at`: a PIN belongs to its user, so too many wrong PINs lock the user (on
 *   every account they operate), never an account's status (which a lockout could lower).
 * - `transaction_hashes.account_id` loses its foreign key: POST /hash/auth answers alike whether
 *   the account exists or not, and a hash for an unknown account can never be spent.
 * - `ledger_refusals`: a transfer the ledger refused keeps its idempotency key, so a retry with
 *   the same key answers the same refusal instead of moving money later (docs/decisions).
 */
export const securityHardeningMigration: Migration = {
  id: '0015_security_hardening',
  sql: `
DROP TABLE server_secrets;

ALTER TABLE users ADD COLUMN pin_locked_at timestamptz;

ALTER TABLE transaction_hashes DROP CONSTRAINT transaction_hashes_account_id_fkey;

CREATE TABLE ledger_refusals (
  idempotency_key text PRIMARY KEY,
  request_hash text NOT NULL,
  code text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
`,
};
