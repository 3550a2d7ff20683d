import {
  DEFAULT_STATEMENT_PERIOD_DAYS,
  addDays,
  statementRangeProblem,
  todayInSaoPaulo,
  type CalendarDate,
  type StatementRange,
} from '@ipe/domain';
import { BankError } from '../errors/bankError';

/**
 * The São Paulo days a summary or a document covers: what was asked, ending today and starting
 * DEFAULT_STATEMENT_PERIOD_DAYS back where a day is missing (as the screen opens), refused as
 * the statement refuses a period (STATEMENT_PERIOD_INVALID).
 */
export function requestedRange(
  period: { from?: CalendarDate | undefined; to?: CalendarDate | undefined },
  now: Date,
): StatementRange {
  const to = period.to ?? todayInSaoPaulo(now);
  const from = period.from ?? addDays(to, 1 - DEFAULT_STATEMENT_PERIOD_DAYS);
  if (statementRangeProblem({ from, to }, now)) throw new BankError('STATEMENT_PERIOD_INVALID');
  return { from, to };
}
