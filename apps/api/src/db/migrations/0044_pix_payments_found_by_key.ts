import type { Migration } from '../migrate';

/**
 * A payment's receipt, and every other lookup of one row of an account by the id in its URL, now
 * compares the id as a uuid (`id = $1::uuid`, db/rowValues.ts `idKey`) and finds it by the
 * primary key. Compared as text it could not, and read all the account's payments through this
 * index: 40 ms for an account with 100,000 (EXPLAIN ANALYZE). No query reads it any more, and
 * every Pix paid wrote it: one index less to write with each payment.
 */
export const pixPaymentsFoundByKeyMigration: Migration = {
  id: '0044_pix_payments_found_by_key',
  sql: `
DROP INDEX pix_payments_account_created;
`,
};
