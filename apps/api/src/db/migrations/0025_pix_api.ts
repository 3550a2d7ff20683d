import type { Migration } from '../migrate';

/**
 * The Pix API a shop's system calls (docs/architecture/pix-api.md): credentials an account's
 * holder creates (a client id and a secret shown once, kept only as its SHA-256), the access
 * tokens they are exchanged for (kept the same way, an hour each), and a charge's
 * `infoAdicionais` (name and value pairs the payer's bank shows).
 */
export const pixApiMigration: Migration = {
  id: '0025_pix_api',
  sql: `
CREATE TABLE pix_api_clients (
  client_id text PRIMARY KEY CHECK (client_id ~ '^ipe_[0-9a-f]{24}$'),
  account_id uuid NOT NULL REFERENCES accounts (id),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 60),
  secret_hash text NOT NULL CHECK (secret_hash ~ '^[0-9a-f]{64}$'),
  created_by uuid NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL,
  last_used_at timestamptz,
  revoked_at timestamptz
);
CREATE INDEX pix_api_clients_account ON pix_api_clients (account_id, created_at DESC);

CREATE TABLE pix_api_tokens (
  token_hash text PRIMARY KEY CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  client_id text NOT NULL REFERENCES pix_api_clients (client_id),
  expires_at timestamptz NOT NULL
);
CREATE INDEX pix_api_tokens_client ON pix_api_tokens (client_id);

ALTER TABLE pix_charges ADD COLUMN additional_info jsonb;
`,
};
