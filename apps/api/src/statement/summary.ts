import {
  SAO_PAULO_UTC_OFFSET,
  movementCategory,
  statementInstants,
  type CalendarDate,
  type Cents,
  type MovementCategory,
} from '@ipe/domain';
import type { Clock } from '../clock';
import type { Database } from '../db';
import { BankError } from '../errors/bankError';
import type { Ledger } from '../ledger';
import type { AccountDirectory } from '../transfer';
import { requestedRange } from './requestedRange';

export interface StatementSummary {
  from: CalendarDate;
  to: CalendarDate;
  /** Money out and in per category (a kind no category names is 'other'). */
  by_category: Array<{
    category: MovementCategory | 'other';
    debit_cents: Cents;
    credit_cents: Cents;
  }>;
  /** Money in and out per São Paulo month of the period, oldest first. */
  by_month: Array<{ month: string; credit_cents: Cents; debit_cents: Cents }>;
}

/**
 * The period's picture (docs/architecture/statements.md, "Summary"): what came in and went out,
 * by category and by month, from the ledger's posted movements (a held purchase counts once it
 * settles). The same period rule as the statement.
 */
export async function statementSummary(
  deps: { db: Database; ledger: Ledger; accounts: AccountDirectory; clock: Clock },
  accountId: string,
  period: { from?: CalendarDate | undefined; to?: CalendarDate | undefined },
): Promise<StatementSummary> {
  const now = deps.clock.now();
  const { from, to } = requestedRange(period, now);
  const account = await deps.accounts.byId(deps.db, accountId);
  if (!account) throw new BankError('ACCOUNT_NOT_FOUND');
  const instants = statementInstants({ from, to });
  const totals = await deps.ledger.totals(account.ledgerAccountId, {
    from: instants.from!,
    to: instants.to!,
    offset: SAO_PAULO_UTC_OFFSET,
  });
  const categories = new Map<MovementCategory | 'other', { debit: Cents; credit: Cents }>();
  const months = new Map<string, { debit: Cents; credit: Cents }>();
  for (const total of totals) {
    const category = movementCategory(total.kind) ?? 'other';
    for (const [map, key] of [
      [categories, category],
      [months, total.month],
    ] as const) {
      const entry = (map as Map<string, { debit: Cents; credit: Cents }>).get(key) ?? {
        debit: 0,
        credit: 0,
      };
      entry[total.direction] += total.amount;
      (map as Map<string, { debit: Cents; credit: Cents }>).set(key, entry);
    }
  }
  return {
    from,
    to,
    by_category: [...categories]
      .map(([category, sums]) => ({ category, debit_cents: sums.debit, credit_cents: sums.credit }))
      .sort((a, b) => b.debit_cents - a.debit_cents),
    by_month: [...months]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([month, sums]) => ({ month, credit_cents: sums.credit, debit_cents: sums.debit })),
  };
}
