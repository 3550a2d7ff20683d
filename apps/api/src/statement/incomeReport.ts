import { saoPauloInstant, type Cents } from '@ipe/domain';
import type { Database } from '../db';
import { BankError } from '../errors/bankError';
import { IPE_PARTICIPANT } from '../interbank';
import type { Ledger } from '../ledger';
import type { AccountDirectory } from '../transfer';

/** What an income report (informe de rendimentos) of one calendar year says. */
export interface IncomeReport {
  year: number;
  payer: { name: string; cnpj: string };
  holder: { name: string; document: string };
  branch: string;
  number: string;
  /** Posted balance at the end of 31 December of the year before, and of the year. */
  balanceBefore: Cents;
  balanceAtEnd: Cents;
  /** What the account earned in the year: a current account pays no interest, so none yet. */
  income: { exempt: Cents; exclusiveTaxation: Cents };
}

/**
 * The income report of a finished year (docs/architecture/statements.md, "Income report"): the
 * balances at midnight of 1 January in São Paulo, so a movement at 23:30 on 31 December is that
 * year's. `years` are the ones the account may ask for (incomeTaxYears).
 */
export async function incomeReport(
  deps: { db: Database; ledger: Ledger; accounts: AccountDirectory },
  accountId: string,
  year: number,
  years: readonly number[],
): Promise<IncomeReport> {
  if (!years.includes(year)) throw new BankError('INCOME_REPORT_NOT_AVAILABLE');
  const account = await deps.accounts.byId(deps.db, accountId);
  if (!account) throw new BankError('ACCOUNT_NOT_FOUND');
  const [balanceBefore, balanceAtEnd] = await deps.ledger.balancesAt(account.ledgerAccountId, [
    { at: saoPauloInstant(`${year}-01-01`, '00:00') },
    { at: saoPauloInstant(`${year + 1}-01-01`, '00:00') },
  ]);
  return {
    year,
    payer: { name: IPE_PARTICIPANT.name, cnpj: IPE_PARTICIPANT.cnpj },
    holder: { name: account.holderName, document: account.document },
    branch: account.branch,
    number: account.number,
    balanceBefore: balanceBefore!,
    balanceAtEnd: balanceAtEnd!,
    income: { exempt: 0, exclusiveTaxation: 0 },
  };
}
