import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DUE_DATE_FACTOR_BASE,
  DUE_DATE_FACTOR_CYCLE_DAYS,
  dateFromFactor,
  dueDateFactor,
} from './index';

const MS_PER_DAY = 86_400_000;
const addDays = (iso: string, days: number) =>
  new Date(Date.parse(`${iso}T00:00:00Z`) + days * MS_PER_DAY).toISOString().slice(0, 10);

describe('dueDateFactor', () => {
  it('follows the FEBRABAN anchors, including the 2025-02-22 restart', () => {
    expect(DUE_DATE_FACTOR_BASE).toBe('1997-10-07');
    expect(dueDateFactor('1997-10-08')).toBe(1);
    expect(dueDateFactor('2000-07-02')).toBe(999);
    expect(dueDateFactor('2000-07-03')).toBe(1000);
    expect(dueDateFactor('2025-02-21')).toBe(9999);
    expect(dueDateFactor('2025-02-22')).toBe(1000);
    expect(dueDateFactor('2025-02-23')).toBe(1001);
    expect(dueDateFactor('2026-11-22')).toBe(1638);
    expect(dueDateFactor('2049-10-13')).toBe(9999);
    expect(dueDateFactor('2049-10-14')).toBe(1000);
  });

  it('gives null for the base date, earlier dates and invalid input', () => {
    expect(dueDateFactor('1997-10-07')).toBeNull();
    expect(dueDateFactor('1990-01-01')).toBeNull();
    expect(dueDateFactor('2025-02-29')).toBeNull();
    expect(dueDateFactor('22/02/2025')).toBeNull();
    expect(dueDateFactor(new Date(Number.NaN))).toBeNull();
    expect(dueDateFactor(42 as unknown as string)).toBeNull();
  });

  it('reads a Date as its calendar day in São Paulo, not in UTC', () => {
    // 02:00 UTC on the 22nd is 23:00 on the 21st in São Paulo (UTC−3, no daylight saving since 2019).
    expect(dueDateFactor(new Date('2025-02-22T02:00:00Z'))).toBe(9999);
    expect(dueDateFactor(new Date('2025-02-22T03:00:00Z'))).toBe(1000);
  });
});

describe('dateFromFactor', () => {
  it('maps factors to dates in the cycle nearest to today', () => {
    expect(dateFromFactor(1000, '2000-07-01')).toBe('2000-07-03');
    expect(dateFromFactor(1000, '2025-06-15')).toBe('2025-02-22');
    expect(dateFromFactor(9999, '2025-06-15')).toBe('2025-02-21');
    expect(dateFromFactor(1638, '2026-11-22')).toBe('2026-11-22');
    expect(dateFromFactor(7586, '2025-06-15')).toBe('2018-07-15');
    expect(dateFromFactor(5000, '2025-06-15')).toBe('2036-02-05');
    // In 2040 a factor of 9000 is nearer to its 2047 date than to its 2022 one.
    expect(dateFromFactor(9000, '2040-01-01')).toBe('2047-01-18');
    expect(dateFromFactor(9000, '2030-01-01')).toBe('2022-05-29');
  });

  it('breaks an exact tie towards the later date', () => {
    expect(dateFromFactor(1000, '2012-10-27')).toBe('2000-07-03');
    expect(dateFromFactor(1000, '2012-10-28')).toBe('2025-02-22');
  });

  it('never picks a cycle before the first one', () => {
    expect(dateFromFactor(9999, '1980-01-01')).toBe('2025-02-21');
    expect(dateFromFactor(1, '2030-01-01')).toBe('1997-10-08');
    expect(dateFromFactor(999, '2030-01-01')).toBe('2000-07-02');
  });

  it('gives null for factor 0 (no due date), out-of-range factors and an invalid today', () => {
    expect(dateFromFactor(0, '2025-06-15')).toBeNull();
    expect(dateFromFactor(-1, '2025-06-15')).toBeNull();
    expect(dateFromFactor(10000, '2025-06-15')).toBeNull();
    expect(dateFromFactor(1000.5, '2025-06-15')).toBeNull();
    expect(dateFromFactor(Number.NaN, '2025-06-15')).toBeNull();
    expect(dateFromFactor(1000, 'amanhã')).toBeNull();
  });

  it('defaults today to now in São Paulo', () => {
    expect(dateFromFactor(1000)).toBe('2025-02-22');
  });

  it('round-trips every due date from 2000-07-03 on when today is within 4499 days of it', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 60_000 }),
        fc.integer({ min: -4499, max: 4499 }),
        (offset, distance) => {
          const due = addDays('2000-07-03', offset);
          const today = addDays(due, distance);
          const factor = dueDateFactor(due) as number;
          expect(factor).toBeGreaterThanOrEqual(1000);
          expect(factor).toBeLessThanOrEqual(9999);
          expect(dateFromFactor(factor, today)).toBe(due);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('returns a date the factor denotes, never farther than half a cycle from today', () => {
    // From 5500 days after the base on, every factor has a date on each side of today.
    fc.assert(
      fc.property(
        fc.integer({ min: 1000, max: 9999 }),
        fc.integer({ min: 5500, max: 60_000 }),
        (factor, offset) => {
          const today = addDays(DUE_DATE_FACTOR_BASE, offset);
          const date = dateFromFactor(factor, today) as string;
          expect(dueDateFactor(date)).toBe(factor);
          const distance = (Date.parse(date) - Date.parse(today)) / MS_PER_DAY;
          expect(distance).toBeGreaterThan(-DUE_DATE_FACTOR_CYCLE_DAYS / 2);
          expect(distance).toBeLessThanOrEqual(DUE_DATE_FACTOR_CYCLE_DAYS / 2);
        },
      ),
      { numRuns: 2000 },
    );
  });
});
