import type { Migration } from '../migrate';

/**
 * An account's Pix limits (docs/architecture/pix-limits.md): a row once the account pays or
 * changes them (the defaults until then), and at most one pending raise, which counts from its
 * `pending_effective_at` (24 hours after it was asked). The row is also the lock that orders an
 * account's payments while their sum is checked against the window's limit.
 */
export const pixLimitsMigration: Migration = {
  id: '0026_pix_limits',
  sql: `
CREATE TABLE pix_limits (
  account_id uuid PRIMARY KEY REFERENCES accounts (id),
  daytime_per_payment bigint NOT NULL CHECK (daytime_per_payment > 0),
  daytime_per_period bigint NOT NULL CHECK (daytime_per_period > 0),
  nighttime_per_payment bigint NOT NULL CHECK (nighttime_per_payment > 0),
  nighttime_per_period bigint NOT NULL CHECK (nighttime_per_period > 0),
  night_start text NOT NULL CHECK (night_start IN ('20:00', '22:00')),
  pending jsonb,
  pending_requested_at timestamptz,
  pending_effective_at timestamptz,
  updated_at timestamptz NOT NULL,
  CHECK ((pending IS NULL) = (pending_effective_at IS NULL))
);
`,
};
