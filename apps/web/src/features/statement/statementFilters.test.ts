import { describe, expect, it } from 'vitest';
import {
  filtersFrom,
  monthLabel,
  paramsOf,
  recentMonths,
  statementQueryOf,
} from './statementFilters';

// 25 Nov 2026, 22:00 in São Paulo (already the 26th in UTC).
const now = new Date('2026-11-26T01:00:00Z');

describe('statement filters in the URL', () => {
  it('defaults to the last 30 days, everything, no search', () => {
    const filters = filtersFrom(new URLSearchParams(), now);
    expect(filters).toMatchObject({ period: '30', direction: 'all', category: 'all', q: '' });
    expect(paramsOf(filters).toString()).toBe('');
    expect(statementQueryOf(filters, now)).toEqual({
      query: { from: '2026-10-27', to: '2026-11-25' },
      problem: null,
    });
  });

  it('round-trips a choice and ignores what it does not know', () => {
    const params = new URLSearchParams(
      'period=month&month=2026-02&direction=credit&category=pix&q=ana',
    );
    const filters = filtersFrom(params, now);
    expect(paramsOf(filters).toString()).toBe(params.toString());
    expect(statementQueryOf(filters, now).query).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
      direction: 'credit',
      category: 'pix',
      q: 'ana',
    });
    expect(
      filtersFrom(new URLSearchParams('period=9&direction=up&category=loan'), now),
    ).toMatchObject({ period: '30', direction: 'all', category: 'all' });
  });

  it('says what is wrong with custom dates, with the server’s rule', () => {
    const custom = (from: string, to: string) =>
      statementQueryOf(filtersFrom(new URLSearchParams({ period: 'custom', from, to }), now), now)
        .problem;
    expect(custom('2026-11-01', '2026-11-10')).toBeNull();
    expect(custom('2026-11-20', '2026-11-10')).toBe('reversed');
    expect(custom('2026-12-01', '')).toBe('future');
    expect(custom('2024-01-01', '2026-11-10')).toBe('too-long');
    // Nothing typed yet: the whole history up to today.
    expect(custom('', '')).toBeNull();
  });

  it('offers the last twelve months, across a year', () => {
    const months = recentMonths(now);
    expect(months).toHaveLength(12);
    expect(months[0]).toBe('2026-11');
    expect(months[11]).toBe('2025-12');
    expect(monthLabel('2026-02', 'pt-BR')).toBe('Fevereiro de 2026');
    expect(monthLabel('2026-02', 'en')).toBe('February 2026');
  });
});
