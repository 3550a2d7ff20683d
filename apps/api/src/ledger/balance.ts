import { isUuid, type Queryable } from '../db';
import { BankError } from '../errors/bankError';
import { ACCOUNT_COLUMNS, type AccountRow } from './rows';
import type { LedgerBalance } from './types';

export async function getBalance(q: Queryable, accountId: string): Promise<LedgerBalance> {
  if (!isUuid(accountId)) throw new BankError('ACCOUNT_NOT_FOUND');
  const { rows } = await q.query<AccountRow>(
    `SELECT ${ACCOUNT_COLUMNS} FROM ledger_accounts WHERE id = $1`,
    [accountId],
  );
  const row = rows[0];
  if (!row) throw new BankError('ACCOUNT_NOT_FOUND');
  return toBalance(row);
}

export function toBalance(row: AccountRow): LedgerBalance {
  const posted = row.credits_posted - row.debits_posted;
  return {
    accountId: row.id,
    posted,
    available: posted - row.debits_pending,
    pendingDebits: row.debits_pending,
    pendingCredits: row.credits_pending,
    debitsPosted: row.debits_posted,
    creditsPosted: row.credits_posted,
  };
}
