import {
  DEFAULT_STATEMENT_PERIOD_DAYS,
  STATEMENT_PERIOD_DAYS,
  isMovementCategory,
  monthOf,
  statementRange,
  statementRangeProblem,
  todayInSaoPaulo,
  type MovementCategory,
  type StatementPeriod,
  type StatementPeriodDays,
  type StatementRangeProblem,
} from '@ipe/domain';
import type { GetStatementParams } from '../../app/api/types';

/** The quick periods (@ipe/domain's STATEMENT_PERIOD_DAYS), a month, or two dates. */
export type PeriodChoice = `${StatementPeriodDays}` | 'month' | 'custom';
export const PERIOD_CHOICES: readonly PeriodChoice[] = [
  ...STATEMENT_PERIOD_DAYS.map((days) => `${days}` as const),
  'month',
  'custom',
];

/** What the holder chose on the statement, kept in the URL so a reload or a link keeps it. */
export interface StatementFilters {
  period: PeriodChoice;
  month: string;
  from: string;
  to: string;
  direction: 'all' | 'credit' | 'debit';
  category: 'all' | MovementCategory;
  q: string;
}

const DEFAULT_PERIOD: PeriodChoice = `${DEFAULT_STATEMENT_PERIOD_DAYS}`;

export function filtersFrom(params: URLSearchParams, now: Date): StatementFilters {
  const period = params.get('period');
  const direction = params.get('direction');
  const category = params.get('category');
  return {
    period: (PERIOD_CHOICES as readonly string[]).includes(period ?? '')
      ? (period as PeriodChoice)
      : DEFAULT_PERIOD,
    month: params.get('month') ?? monthOf(todayInSaoPaulo(now)),
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    direction: direction === 'credit' || direction === 'debit' ? direction : 'all',
    category: isMovementCategory(category) ? category : 'all',
    q: params.get('q') ?? '',
  };
}

/** The URL's search params for filters, leaving out what is the default. */
export function paramsOf(filters: StatementFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.period !== DEFAULT_PERIOD) params.set('period', filters.period);
  if (filters.period === 'month') params.set('month', filters.month);
  if (filters.period === 'custom') {
    if (filters.from) params.set('from', filters.from);
    if (filters.to) params.set('to', filters.to);
  }
  if (filters.direction !== 'all') params.set('direction', filters.direction);
  if (filters.category !== 'all') params.set('category', filters.category);
  if (filters.q.trim()) params.set('q', filters.q);
  return params;
}

function periodOf(filters: StatementFilters): StatementPeriod {
  switch (filters.period) {
    case 'month':
      return { kind: 'month', month: filters.month };
    case 'custom':
      return { kind: 'custom', from: filters.from, to: filters.to };
    default:
      return { kind: 'last', days: Number(filters.period) as StatementPeriodDays };
  }
}

/**
 * The server's query for the filters, or the problem with the chosen dates (the same rule the
 * server applies, from @ipe/domain). Custom dates not yet typed ask for everything up to today.
 */
export function statementQueryOf(
  filters: StatementFilters,
  now: Date,
): { query: Omit<GetStatementParams, 'limit' | 'cursor'>; problem: StatementRangeProblem | null } {
  const { from, to } = statementRange(periodOf(filters), now);
  const range = { ...(from ? { from } : {}), ...(to ? { to } : {}) };
  const problem = statementRangeProblem(range, now);
  return {
    query: {
      ...range,
      ...(filters.direction !== 'all' ? { direction: filters.direction } : {}),
      ...(filters.category !== 'all' ? { category: filters.category } : {}),
      ...(filters.q.trim() ? { q: filters.q.trim() } : {}),
    },
    problem,
  };
}

/** The last twelve months, newest first ('yyyy-mm'), for the month picker. */
export function recentMonths(now: Date, count = 12): string[] {
  const [year, month] = monthOf(todayInSaoPaulo(now)).split('-').map(Number) as [number, number];
  return Array.from({ length: count }, (_, back) => {
    const index = year * 12 + (month - 1) - back;
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
  });
}

/** 'Novembro de 2026' for '2026-11', in the reader's language, capitalised as a label. */
export function monthLabel(month: string, language: string): string {
  // eslint-disable-next-line no-restricted-syntax -- a month's name in the reader's language, no instant
  const text = new Intl.DateTimeFormat(language, {
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${month}-15T12:00:00Z`));
  return text.charAt(0).toLocaleUpperCase(language) + text.slice(1);
}
