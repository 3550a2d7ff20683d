import type { Migration } from '../migrate';

/**
 * An account's movements found by their time, on either side (ledger/movements.ts). The only
 * per-account indexes were in the ledger's order (`seq`), so a period's summary
 * (`GET …/statement/summary`, which the statement screen opens with) read every movement the
 * account ever had to keep the period's: 116 ms at p50 for 30 days of an account with 100,000
 * movements in a year, 10–13 ms through these, and it grew with the history. A past period's
 * first page uses them too. Each transfer writes two more index entries: 2.5 µs of the 24 µs a
 * row's insert costs (docs/architecture/performance.md, "A period's movements").
 */
export const movementsByTimeMigration: Migration = {
  id: '0046_movements_by_time',
  sql: `
CREATE INDEX ledger_transfers_debit_time ON ledger_transfers (debit_account_id, created_at);
CREATE INDEX ledger_transfers_credit_time ON ledger_transfers (credit_account_id, created_at);
`,
};
