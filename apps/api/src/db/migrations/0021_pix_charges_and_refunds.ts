import type { Migration } from '../migrate';

/**
 * Money in by Pix (docs/architecture/pix-receiving.md):
 *
 * - `pix_charges`: the immediate charges (`cob`) an account issues. Each has a location (a random
 *   id, not the txid, as the central bank asks) whose payload this bank signs. A charge is paid
 *   once: the payment that concludes it sets `status` from ATIVA under the row's lock, so of two
 *   payers racing for it one wins and the other's payment never happens.
 * - Refunds (devoluções) are outgoing payments of channel `refund`, so they settle, retry and
 *   recover exactly as every other payment does; `refund_of` names the Pix received and their id
 *   is the refund id (`D…`) instead of an end-to-end id (`E…`).
 */
export const pixChargesAndRefundsMigration: Migration = {
  id: '0021_pix_charges_and_refunds',
  sql: `
CREATE TABLE pix_charges (
  txid text PRIMARY KEY CHECK (txid ~ '^[0-9A-Za-z]{26,35}$'),
  account_id uuid NOT NULL REFERENCES accounts (id),
  location_id text NOT NULL UNIQUE CHECK (location_id ~ '^[0-9a-f]{32}$'),
  key text NOT NULL,
  amount bigint NOT NULL CHECK (amount > 0),
  amount_editable boolean NOT NULL,
  expires_in integer NOT NULL CHECK (expires_in > 0),
  description text CHECK (length(description) <= 140),
  payer_name text CHECK (length(payer_name) <= 200),
  payer_document text CHECK (payer_document ~ '^([0-9]{11}|[0-9A-Z]{14})$'),
  status text NOT NULL CHECK (status IN
    ('ATIVA', 'CONCLUIDA', 'REMOVIDA_PELO_USUARIO_RECEBEDOR', 'REMOVIDA_PELO_PSP')),
  revision integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL,
  paid_end_to_end_id text UNIQUE,
  paid_amount bigint CHECK (paid_amount > 0),
  paid_at timestamptz,
  CHECK ((status = 'CONCLUIDA') = (paid_end_to_end_id IS NOT NULL))
);
CREATE INDEX pix_charges_account_created ON pix_charges (account_id, created_at DESC);

ALTER TABLE pix_payments DROP CONSTRAINT pix_payments_channel_check;
ALTER TABLE pix_payments ADD CONSTRAINT pix_payments_channel_check
  CHECK (channel IN ('key', 'bank_data', 'br_code', 'account', 'refund'));
ALTER TABLE pix_payments DROP CONSTRAINT pix_payments_end_to_end_id_check;
ALTER TABLE pix_payments ADD CONSTRAINT pix_payments_end_to_end_id_check
  CHECK (end_to_end_id ~ '^[ED][0-9]{20}[0-9A-Za-z]{11}$');
ALTER TABLE pix_payments ADD COLUMN refund_of text;
ALTER TABLE pix_payments ADD COLUMN refund_nature text
  CHECK (refund_nature IN ('ORIGINAL', 'RETIRADA'));
ALTER TABLE pix_payments ADD CONSTRAINT pix_payments_refund_names_original
  CHECK ((channel = 'refund') = (refund_of IS NOT NULL AND refund_nature IS NOT NULL));
CREATE INDEX pix_payments_refund_of ON pix_payments (refund_of) WHERE refund_of IS NOT NULL;
-- What an account received from another customer of this bank (its refundable Pix).
CREATE INDEX pix_payments_payee_account ON pix_payments ((payee->>'accountId'), created_at DESC)
  WHERE status = 'completed';
`,
};
