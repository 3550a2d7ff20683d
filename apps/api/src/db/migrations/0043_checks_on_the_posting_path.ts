import type { Migration } from '../migrate';

/**
 * Three checks PostgreSQL evaluates on every posting say the same as before without a counted
 * repeat (`{0,99}`), which its regular expressions run as one state per count: a ledger account's
 * code took 10.4 µs each time, against 0.95 µs as `*` with the length checked apart (200,000
 * evaluations in `psql`). A check is evaluated on every update of a row, not only when its
 * column changes, so each posting paid it twice, once for each account: 6 % of PostgreSQL's
 * CPU during a Pix run (`perf record -a -g`, `textregexeq`), more of the ledger's alone.
 * A transfer's kind (3.1 → 0.25 µs) and a Pix's end-to-end id (1.95 → 0.6 µs) are written with
 * every posting and Pix. Same names, same rule: codes and kinds as `ledger/accounts.ts` and
 * `ledger/validation.ts` test them, the end-to-end id as the Pix rules give it (E or D, 20
 * digits, 11 letters or digits). The other checks with counted repeats guard rows written at
 * sign-up or by an operator, not with the money.
 *
 * Added `NOT VALID` and then validated, so the scan of the existing rows takes no lock that
 * stops postings.
 */
export const checksOnThePostingPathMigration: Migration = {
  id: '0043_checks_on_the_posting_path',
  sql: `
ALTER TABLE ledger_accounts DROP CONSTRAINT ledger_accounts_code_check;
ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_code_check
  CHECK (code ~ '^[a-z0-9][a-z0-9_.:-]*$' AND char_length(code) <= 100) NOT VALID;
ALTER TABLE ledger_accounts VALIDATE CONSTRAINT ledger_accounts_code_check;

ALTER TABLE ledger_transfers DROP CONSTRAINT ledger_transfers_kind_check;
ALTER TABLE ledger_transfers ADD CONSTRAINT ledger_transfers_kind_check
  CHECK (kind ~ '^[a-z][a-z0-9_.]*$' AND char_length(kind) <= 64) NOT VALID;
ALTER TABLE ledger_transfers VALIDATE CONSTRAINT ledger_transfers_kind_check;

ALTER TABLE pix_payments DROP CONSTRAINT pix_payments_end_to_end_id_check;
ALTER TABLE pix_payments ADD CONSTRAINT pix_payments_end_to_end_id_check
  CHECK (char_length(end_to_end_id) = 32 AND end_to_end_id ~ '^[0-9A-Za-z]*$'
    AND left(end_to_end_id, 21) ~ '^[ED][0-9]*$') NOT VALID;
ALTER TABLE pix_payments VALIDATE CONSTRAINT pix_payments_end_to_end_id_check;
`,
};
