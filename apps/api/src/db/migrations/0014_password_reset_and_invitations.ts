import type { Migration } from '../migrate';

/**
 * Forgotten passwords and invitations to an account.
 *
 * - `password_reset_codes`: the e-mailed 6-digit code of a forgotten password, one per user (a
 *   new request replaces it). Only a SHA-256 of `id:code` is kept; `id` changes with every code.
 * - `account_invitations`: a holder invited an e-mail that has no Ipê sign-in yet. Accepting it
 *   with the e-mailed code creates the user and the membership (an e-mail that already has a
 *   sign-in is bound at once and never gets a row here). Viewers (3) never transact.
 */
export const passwordResetAndInvitationsMigration: Migration = {
  id: '0014_password_reset_and_invitations',
  sql: `
CREATE TABLE password_reset_codes (
  user_id uuid PRIMARY KEY REFERENCES users (id),
  id uuid NOT NULL,
  code_digest text NOT NULL CHECK (code_digest ~ '^[0-9a-f]{64}$'),
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX password_reset_codes_expiry ON password_reset_codes (expires_at);

CREATE TABLE account_invitations (
  id uuid PRIMARY KEY,
  account_id uuid NOT NULL REFERENCES accounts (id),
  email text NOT NULL CHECK (email = lower(email) AND length(email) BETWEEN 3 AND 254),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  user_type smallint NOT NULL CHECK (user_type IN (2, 3)),
  can_transact boolean NOT NULL,
  code_digest text NOT NULL CHECK (code_digest ~ '^[0-9a-f]{64}$'),
  attempts integer NOT NULL DEFAULT 0 CHECK (attempts >= 0),
  invited_by uuid NOT NULL REFERENCES users (id),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  UNIQUE (account_id, email),
  CHECK (user_type = 2 OR NOT can_transact)
);
CREATE INDEX account_invitations_email ON account_invitations (email, expires_at);
`,
};
