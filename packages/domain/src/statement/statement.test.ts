import { describe, expect, it } from 'vitest';
import {
  MOVEMENT_CATEGORIES,
  ledgerKindsOf,
  movementCategory,
  statementInstants,
  statementRange,
  statementRangeProblem,
} from './index';

// 25 Nov 2026, 23:30 in São Paulo: already the 26th in UTC.
const now = new Date('2026-11-26T02:30:00Z');

describe('statement periods, counted in São Paulo', () => {
  it('the last N days include today', () => {
    expect(statementRange({ kind: 'last', days: 7 }, now)).toEqual({
      from: '2026-11-19',
      to: '2026-11-25',
    });
    expect(statementRange({ kind: 'last', days: 90 }, now).from).toBe('2026-08-28');
  });

  it('a month runs from its first day to its last, or to today when it is this month', () => {
    expect(statementRange({ kind: 'month', month: '2026-02' }, now)).toEqual({
      from: '2026-02-01',
      to: '2026-02-28',
    });
    expect(statementRange({ kind: 'month', month: '2026-11' }, now)).toEqual({
      from: '2026-11-01',
      to: '2026-11-25',
    });
    expect(statementRange({ kind: 'month', month: '2025-12' }, now).to).toBe('2025-12-31');
  });

  it('refuses a reversed, future, unreal or longer-than-a-year range', () => {
    expect(statementRangeProblem({ from: '2026-11-01', to: '2026-11-25' }, now)).toBeNull();
    expect(statementRangeProblem({ from: '2026-11-20', to: '2026-11-01' }, now)).toBe('reversed');
    expect(statementRangeProblem({ from: '2026-11-26' }, now)).toBe('future');
    expect(statementRangeProblem({ from: '2026-02-30' }, now)).toBe('invalid');
    expect(statementRangeProblem({ from: '2025-11-24', to: '2026-11-25' }, now)).toBe('too-long');
    expect(statementRangeProblem({ from: '2025-11-25', to: '2026-11-25' }, now)).toBeNull();
  });

  it('spans whole São Paulo days: a movement at 23:30 on the last day is inside', () => {
    const { from, to } = statementInstants({ from: '2026-12-01', to: '2026-12-31' });
    expect(from?.toISOString()).toBe('2026-12-01T03:00:00.000Z');
    expect(to?.toISOString()).toBe('2027-01-01T03:00:00.000Z');
    expect(new Date('2026-12-31T23:30:00-03:00') < to!).toBe(true);
  });
});

describe('movement categories', () => {
  it('every ledger kind of a category maps back to it, and no kind is in two', () => {
    const seen = new Set<string>();
    for (const category of MOVEMENT_CATEGORIES) {
      for (const kind of ledgerKindsOf(category)) {
        expect(seen.has(kind)).toBe(false);
        seen.add(kind);
        expect(movementCategory(kind)).toBe(category);
      }
    }
    expect(movementCategory('something_else')).toBeNull();
  });
});
