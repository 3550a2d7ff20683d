import type { Migration } from '../migrate';

/**
 * Each account's debit card and the purchases the card network sends (docs/architecture/cards.md):
 * an authorization holds the amount (a pending ledger transfer to the card settlement account),
 * settlement posts it, a reversal voids it. The network's authorization code makes an
 * authorization idempotent.
 */
export const debitCardsMigration: Migration = {
  id: '0033_debit_cards',
  sql: `
INSERT INTO ledger_accounts (kind, code, name)
VALUES ('bank', 'bank.card_settlement', 'Liquidação de cartões (bandeira)')
ON CONFLICT (code) DO NOTHING;

CREATE TABLE debit_cards (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id uuid NOT NULL UNIQUE REFERENCES accounts (id),
  last4 text NOT NULL CHECK (last4 ~ '^[0-9]{4}$'),
  brand text NOT NULL,
  expires text NOT NULL CHECK (expires ~ '^[0-9]{2}/[0-9]{2}$'),
  status text NOT NULL CHECK (status IN ('active', 'blocked')),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL
);

CREATE TABLE card_purchases (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  card_id uuid NOT NULL REFERENCES debit_cards (id),
  account_id uuid NOT NULL REFERENCES accounts (id),
  authorization_code text NOT NULL UNIQUE CHECK (length(authorization_code) BETWEEN 1 AND 64),
  merchant text NOT NULL CHECK (length(merchant) BETWEEN 1 AND 80),
  city text NOT NULL CHECK (length(city) BETWEEN 1 AND 60),
  mcc text NOT NULL CHECK (mcc ~ '^[0-9]{4}$'),
  amount_cents bigint NOT NULL CHECK (amount_cents > 0),
  status text NOT NULL CHECK (status IN ('authorized', 'settled', 'reversed', 'declined')),
  decline_reason text,
  ledger_transfer_id uuid REFERENCES ledger_transfers (id),
  authorized_at timestamptz NOT NULL,
  resolved_at timestamptz,
  CHECK ((status = 'declined') = (ledger_transfer_id IS NULL))
);
CREATE INDEX card_purchases_account ON card_purchases (account_id, authorized_at DESC);
`,
};
