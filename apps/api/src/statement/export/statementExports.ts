import { addDays, saoPauloInstant, type CalendarDate } from '@ipe/domain';
import type { Clock } from '../../clock';
import type { Database } from '../../db';
import { BankError } from '../../errors/bankError';
import { IPE_PARTICIPANT } from '../../interbank';
import type { Ledger } from '../../ledger';
import type { AccountDirectory } from '../../transfer';
import type { createStatements } from '../statements';
import { requestedRange } from '../requestedRange';
import { allLines, type StatementExport } from './statementExport';

/** Lines read per query while exporting: big enough to be few queries, small enough to stream. */
const EXPORT_PAGE = 200;

/**
 * Opens a period's statement for a document: checks the period and the account first (so a
 * refusal is an error body, not a broken download), then reads the lines lazily.
 */
export function createStatementExports(deps: {
  db: Database;
  ledger: Ledger;
  accounts: AccountDirectory;
  clock: Clock;
  statements: ReturnType<typeof createStatements>;
}) {
  const { db, ledger, accounts, clock, statements } = deps;
  return {
    async open(
      accountId: string,
      period: { from?: CalendarDate | undefined; to?: CalendarDate | undefined },
    ): Promise<StatementExport> {
      const now = clock.now();
      const { from, to } = requestedRange(period, now);
      const account = await accounts.byId(db, accountId);
      if (!account) throw new BankError('ACCOUNT_NOT_FOUND');
      const query = { from, to, limit: EXPORT_PAGE, days: false };
      const first = await statements.page(accountId, query);
      const [openingBalance, closingBalance] = await ledger.balancesAt(account.ledgerAccountId, [
        { at: saoPauloInstant(from, '00:00') },
        { at: saoPauloInstant(addDays(to, 1), '00:00') },
      ]);
      return {
        header: {
          bank: {
            name: IPE_PARTICIPANT.name,
            code: IPE_PARTICIPANT.code,
            ispb: IPE_PARTICIPANT.ispb,
          },
          holder: { name: account.holderName, document: account.document },
          branch: account.branch,
          number: account.number,
          from,
          to,
          openingBalance: openingBalance!,
          closingBalance: closingBalance!,
          generatedAt: now,
        },
        lines: allLines(first, (cursor) => statements.page(accountId, { ...query, cursor })),
      };
    },
  };
}
