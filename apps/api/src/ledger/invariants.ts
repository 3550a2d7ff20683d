import type { Queryable } from '../db';
import type { InvariantReport } from './types';

/**
 * Audits the whole ledger in one snapshot (run it in a repeatable-read transaction):
 * - the sum over all ledger accounts is zero, posted and pending alike (double entry);
 * - no customer account owes the bank;
 * - every account's running totals equal what its transfers add up to.
 */
export async function checkInvariants(q: Queryable): Promise<InvariantReport> {
  const problems: string[] = [];

  const totals = await q.query<{ posted: number; pending: number }>(
    `SELECT coalesce(sum(credits_posted - debits_posted), 0)::bigint AS posted,
            coalesce(sum(credits_pending - debits_pending), 0)::bigint AS pending
       FROM ledger_accounts`,
  );
  const { posted = 0, pending = 0 } = totals.rows[0] ?? {};
  if (posted !== 0) problems.push(`posted balances sum to ${posted}, not 0`);
  if (pending !== 0) problems.push(`pending balances sum to ${pending}, not 0`);

  const overdrawn = await q.query<{ id: string; available: number }>(
    `SELECT id, credits_posted - debits_posted - debits_pending AS available
       FROM ledger_accounts
      WHERE kind = 'customer' AND credits_posted - debits_posted - debits_pending < 0`,
  );
  for (const row of overdrawn.rows) {
    problems.push(`customer account ${row.id} is overdrawn: ${row.available}`);
  }

  const drifted = await q.query<{ id: string }>(
    `WITH legs AS (
       SELECT debit_account_id AS account_id,
              CASE WHEN status = 'posted' THEN amount ELSE 0 END AS debits_posted,
              CASE WHEN status = 'pending' THEN amount ELSE 0 END AS debits_pending,
              0::bigint AS credits_posted, 0::bigint AS credits_pending
         FROM ledger_transfers
       UNION ALL
       SELECT credit_account_id, 0, 0,
              CASE WHEN status = 'posted' THEN amount ELSE 0 END,
              CASE WHEN status = 'pending' THEN amount ELSE 0 END
         FROM ledger_transfers
     ), sums AS (
       SELECT account_id,
              sum(debits_posted)::bigint AS debits_posted,
              sum(debits_pending)::bigint AS debits_pending,
              sum(credits_posted)::bigint AS credits_posted,
              sum(credits_pending)::bigint AS credits_pending
         FROM legs GROUP BY account_id
     )
     SELECT a.id FROM ledger_accounts a LEFT JOIN sums s ON s.account_id = a.id
      WHERE a.debits_posted <> coalesce(s.debits_posted, 0)
         OR a.debits_pending <> coalesce(s.debits_pending, 0)
         OR a.credits_posted <> coalesce(s.credits_posted, 0)
         OR a.credits_pending <> coalesce(s.credits_pending, 0)`,
  );
  for (const row of drifted.rows) {
    problems.push(`account ${row.id} totals differ from its transfers`);
  }

  return { ok: problems.length === 0, problems };
}
