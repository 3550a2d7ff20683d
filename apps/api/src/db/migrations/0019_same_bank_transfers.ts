import type { Migration } from '../migrate';

/**
 * Transfers to another account of this bank (transfer/contaQyon) go through the one outgoing
 * payment flow as channel `account`: recorded, idempotent, with a receipt, like a Pix
 * (docs/architecture/pix-payments.md, "Transfers").
 */
export const sameBankTransfersMigration: Migration = {
  id: '0019_same_bank_transfers',
  sql: `
ALTER TABLE pix_payments DROP CONSTRAINT pix_payments_channel_check;
ALTER TABLE pix_payments ADD CONSTRAINT pix_payments_channel_check
  CHECK (channel IN ('key', 'bank_data', 'br_code', 'account'));
`,
};
