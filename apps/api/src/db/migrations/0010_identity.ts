import type { Migration } from '../migrate';

/**
 * People, bank accounts and who may do what on them.
 *
 * - `users` sign in (e-mail + argon2id password) and hold a PIN (argon2id of the SHA-256 the
 *   client sends) and, once enrolled, a TOTP secret.
 * - `accounts` are bank accounts; each has its own customer ledger account. `id` is the account
 *   identity: the JWT's `sub` and SPEC's account_id.
 * - `memberships` bind users to accounts with a user_type (1 holder, 2 operator, 3 viewer: SPEC
 *   §6, above 2 is read-only) and a transaction permission; `unique_id_key_hash` is the hash of the
 *   device key this user enabled last on this account (SPEC's unique_id_key_hash).
 * - `devices` are browsers enabled with a one-time code; their id is the ID_SESSION.
 * - `sessions` back the tokens so a sign-out or a block revokes them before they expire.
 */
export const identityMigration: Migration = {
  id: '0010_identity',
  sql: `
CREATE TABLE users (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  email text NOT NULL UNIQUE CHECK (email = lower(email) AND length(email) BETWEEN 3 AND 254),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  password_hash text NOT NULL,
  pin_hash text,
  pin_failed_attempts integer NOT NULL DEFAULT 0 CHECK (pin_failed_attempts >= 0),
  totp_secret text,
  totp_confirmed_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now()
);

CREATE SEQUENCE account_number_seq START WITH 100001;

CREATE TABLE accounts (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  ledger_account_id uuid NOT NULL UNIQUE REFERENCES ledger_accounts (id),
  kind text NOT NULL CHECK (kind IN ('person', 'company')),
  legal_name text NOT NULL CHECK (length(legal_name) BETWEEN 1 AND 120),
  display_name text NOT NULL CHECK (length(display_name) BETWEEN 1 AND 120),
  document text NOT NULL UNIQUE CHECK (document ~ '^([0-9]{11}|[0-9A-Z]{12}[0-9]{2})$'),
  branch text NOT NULL DEFAULT '0001' CHECK (branch ~ '^[0-9]{4}$'),
  number text NOT NULL CHECK (number ~ '^[0-9]{1,12}-[0-9]$'),
  status text NOT NULL DEFAULT 'ACTIVE' CHECK (status IN
    ('ACTIVE', 'IN_ANALYSIS', 'PENDING_ACTIVATION', 'REMAKE_KYC', 'BLOCKED', 'CLOSED')),
  provider_status text NOT NULL DEFAULT 'REGULAR' CHECK (provider_status ~ '^[A-Z_]{1,40}$'),
  email text,
  phone text,
  billing_address_logradouro text,
  billing_address_numero text,
  billing_address_complemento text,
  billing_address_bairro text,
  billing_address_cidade text,
  billing_address_estado text CHECK (billing_address_estado ~ '^[A-Z]{2}$'),
  billing_address_cep text CHECK (billing_address_cep ~ '^[0-9]{8}$'),
  opened_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (branch, number)
);

CREATE TABLE memberships (
  account_id uuid NOT NULL REFERENCES accounts (id),
  user_id uuid NOT NULL REFERENCES users (id),
  user_type smallint NOT NULL CHECK (user_type BETWEEN 1 AND 9),
  can_transact boolean NOT NULL,
  unique_id_key_hash text CHECK (unique_id_key_hash ~ '^[0-9a-f]{64}$'),
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, user_id)
);
CREATE INDEX memberships_user ON memberships (user_id, created_at);

CREATE TABLE devices (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid NOT NULL,
  user_id uuid NOT NULL,
  key_hash text NOT NULL CHECK (key_hash ~ '^[0-9a-f]{64}$'),
  label text CHECK (length(label) <= 80),
  enabled_with text NOT NULL CHECK (enabled_with IN ('email', 'totp')),
  enabled_at timestamptz NOT NULL,
  last_seen_at timestamptz,
  revoked_at timestamptz,
  FOREIGN KEY (account_id, user_id) REFERENCES memberships (account_id, user_id),
  UNIQUE (account_id, user_id, key_hash)
);

CREATE TABLE sessions (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  user_id uuid NOT NULL REFERENCES users (id),
  account_id uuid NOT NULL REFERENCES accounts (id),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  revoked_at timestamptz
);
CREATE INDEX sessions_expiry ON sessions (expires_at);
`,
};
