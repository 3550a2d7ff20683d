import { addDays, isCalendarDate, type CalendarDate } from '../calendar/calendarDate';
import { saoPauloInstant, toSaoPauloDate } from '../calendar/saoPauloDate';

/** The quick periods a statement offers, in days counted back from today (today included). */
export const STATEMENT_PERIOD_DAYS = [7, 15, 30, 90] as const;
export type StatementPeriodDays = (typeof STATEMENT_PERIOD_DAYS)[number];

/** The period a statement opens on, and a document covers when none is asked for. */
export const DEFAULT_STATEMENT_PERIOD_DAYS: StatementPeriodDays = 30;

/** The longest period one statement asks for: a year, as the income report covers. */
export const MAX_STATEMENT_PERIOD_DAYS = 366;

/** A statement period as the holder picks it: the last N days, a month, or two days. */
export type StatementPeriod =
  | { kind: 'last'; days: StatementPeriodDays }
  | { kind: 'month'; month: string }
  | { kind: 'custom'; from: CalendarDate; to: CalendarDate };

/** São Paulo days, both included. */
export interface StatementRange {
  from: CalendarDate;
  to: CalendarDate;
}

/** The days a period covers, counted in São Paulo from `now` (an injectable clock). */
export function statementRange(period: StatementPeriod, now: Date): StatementRange {
  const today = toSaoPauloDate(now);
  switch (period.kind) {
    case 'last':
      return { from: addDays(today, 1 - period.days), to: today };
    case 'month': {
      const first = `${period.month}-01`;
      const last = addDays(`${nextMonth(period.month)}-01`, -1);
      return { from: first, to: last < today ? last : today };
    }
    case 'custom':
      return { from: period.from, to: period.to };
  }
}

function nextMonth(month: string): string {
  const [year, number] = month.split('-').map(Number) as [number, number];
  return number === 12 ? `${year + 1}-01` : `${year}-${String(number + 1).padStart(2, '0')}`;
}

/** Why a range cannot be asked for, or null when it can. The server answers the same. */
export type StatementRangeProblem = 'invalid' | 'reversed' | 'future' | 'too-long';

export function statementRangeProblem(
  range: Partial<StatementRange>,
  now: Date,
): StatementRangeProblem | null {
  const { from, to } = range;
  if ((from !== undefined && !isCalendarDate(from)) || (to !== undefined && !isCalendarDate(to))) {
    return 'invalid';
  }
  if (from !== undefined && to !== undefined) {
    if (from > to) return 'reversed';
    if (daysBetween(from, to) + 1 > MAX_STATEMENT_PERIOD_DAYS) return 'too-long';
  }
  if (from !== undefined && from > toSaoPauloDate(now)) return 'future';
  return null;
}

function daysBetween(from: CalendarDate, to: CalendarDate): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** The instants a range of São Paulo days spans: [start of `from`, start of the day after `to`). */
export function statementInstants(range: Partial<StatementRange>): { from?: Date; to?: Date } {
  return {
    ...(range.from ? { from: saoPauloInstant(range.from, '00:00') } : {}),
    ...(range.to ? { to: saoPauloInstant(addDays(range.to, 1), '00:00') } : {}),
  };
}

/** The month a date falls in, 'yyyy-mm', as a month period names it. */
export const monthOf = (day: CalendarDate): string => day.slice(0, 7);
