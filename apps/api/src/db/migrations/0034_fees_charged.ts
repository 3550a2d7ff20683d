import type { Migration } from '../migrate';

/**
 * Fees charged as money moves (docs/architecture/fees.md): a company's Pix carries its fee, a
 * ledger transfer linked to the payment's (reserved and settled with it), which the payment row
 * names so settlement and the receipt find it.
 */
export const feesChargedMigration: Migration = {
  id: '0034_fees_charged',
  sql: `
ALTER TABLE pix_payments
  ADD COLUMN fee_amount bigint NOT NULL DEFAULT 0 CHECK (fee_amount >= 0),
  ADD COLUMN fee_transfer_id uuid REFERENCES ledger_transfers (id);
`,
};
