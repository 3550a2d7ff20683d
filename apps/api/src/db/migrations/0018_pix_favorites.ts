import type { Migration } from '../migrate';

/**
 * Recipients an account saved after paying them (favourites): the payee as the payer confirmed
 * it, once per account and recipient (`fingerprint`: the key, or institution, branch and account).
 * docs/architecture/pix-payments.md, "Favourites".
 */
export const pixFavoritesMigration: Migration = {
  id: '0018_pix_favorites',
  sql: `
CREATE TABLE pix_favorites (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid NOT NULL REFERENCES accounts (id),
  nickname text NOT NULL CHECK (length(nickname) BETWEEN 1 AND 40),
  channel text NOT NULL CHECK (channel IN ('key', 'bank_data')),
  payee jsonb NOT NULL,
  fingerprint text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  UNIQUE (account_id, fingerprint)
);
`,
};
