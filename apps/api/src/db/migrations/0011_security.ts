import type { Migration } from '../migrate';

/**
 * What the security checks remember, in the database so any number of server instances agree:
 * server secrets, used captcha challenges, rate-limit counters, single-use transaction hashes,
 * one-time codes, the e-mail outbox and the operator's service switches.
 */
export const securityMigration: Migration = {
  id: '0011_security',
  sql: `
CREATE TABLE server_secrets (
  name text PRIMARY KEY,
  value text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- An ALTCHA challenge solves one sign-in only.
CREATE TABLE captcha_uses (
  challenge_id text PRIMARY KEY,
  expires_at timestamptz NOT NULL
);

CREATE TABLE rate_limit_hits (
  key text PRIMARY KEY,
  window_started_at timestamptz NOT NULL,
  hits integer NOT NULL
);

-- Only the SHA-256 of a transaction hash is kept: a database read cannot replay one.
CREATE TABLE transaction_hashes (
  digest text PRIMARY KEY,
  account_id uuid NOT NULL REFERENCES accounts (id),
  method text NOT NULL,
  url text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz
);
CREATE INDEX transaction_hashes_expiry ON transaction_hashes (expires_at);

CREATE TABLE otp_challenges (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid NOT NULL,
  user_id uuid NOT NULL,
  device_key_hash text NOT NULL,
  channel text NOT NULL CHECK (channel IN ('email', 'totp')),
  code_digest text,
  attempts integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  consumed_at timestamptz,
  FOREIGN KEY (account_id, user_id) REFERENCES memberships (account_id, user_id),
  CHECK (channel = 'totp' OR code_digest IS NOT NULL)
);

CREATE TABLE email_outbox (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  to_address text NOT NULL,
  subject text NOT NULL,
  body_text text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  sent_at timestamptz
);

CREATE TABLE service_switches (
  service text PRIMARY KEY CHECK (service IN ('statement', 'balance', 'pay', 'receive', 'pix',
    'security', 'transfer')),
  enabled boolean NOT NULL,
  reason text CHECK (length(reason) <= 200),
  updated_at timestamptz NOT NULL DEFAULT now()
);
`,
};
