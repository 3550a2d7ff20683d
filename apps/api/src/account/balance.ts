import type { Ledger } from '../ledger';
import type { AccountRow } from './accountRecord';

/** The account's balance in centavos; `balance` is what can be spent now. */
export async function accountBalance(ledger: Ledger, account: AccountRow, now: Date) {
  const b = await ledger.balance(account.ledger_account_id);
  return {
    balance: b.available,
    posted: b.posted,
    pending_debits: b.pendingDebits,
    pending_credits: b.pendingCredits,
    currency: 'BRL' as const,
    updated_at: now.toISOString(),
  };
}
