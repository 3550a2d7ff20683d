import type { Migration } from '../migrate';

/**
 * Pix paid by copy-and-paste code or QR Code: the channel, and the charge's txid, which the SPI
 * order carries so the receiving participant marks the charge paid
 * (docs/architecture/pix-payments.md, "Copy and paste").
 */
export const pixBrCodesMigration: Migration = {
  id: '0017_pix_br_codes',
  sql: `
ALTER TABLE pix_payments DROP CONSTRAINT pix_payments_channel_check;
ALTER TABLE pix_payments ADD CONSTRAINT pix_payments_channel_check
  CHECK (channel IN ('key', 'bank_data', 'br_code'));
ALTER TABLE pix_payments ADD COLUMN txid text CHECK (txid ~ '^[0-9A-Za-z]{1,35}$');
`,
};
