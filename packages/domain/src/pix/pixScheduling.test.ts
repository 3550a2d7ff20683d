import { describe, expect, it } from 'vitest';
import {
  pixScheduleAttemptAt,
  pixScheduleDate,
  pixScheduleDateProblem,
  pixScheduleFields,
  pixScheduleOccurrences,
} from './pixScheduling';

describe('pixScheduleDate', () => {
  it('pays a one-off on its day, and a weekly series every seven days', () => {
    expect(pixScheduleDate('2026-12-03', 'once', 0)).toBe('2026-12-03');
    expect(pixScheduleDate('2026-12-03', 'weekly', 0)).toBe('2026-12-03');
    expect(pixScheduleDate('2026-12-03', 'weekly', 1)).toBe('2026-12-10');
    expect(pixScheduleDate('2026-12-31', 'weekly', 1)).toBe('2027-01-07');
  });

  it('keeps a monthly day where the month has it, weekend or not (Pix runs every day)', () => {
    expect(pixScheduleDate('2026-12-31', 'monthly', 1)).toBe('2027-01-31'); // a Sunday
    expect(pixScheduleDate('2026-12-31', 'monthly', 3)).toBe('2027-03-31');
    expect(pixScheduleDate('2026-12-15', 'monthly', 13)).toBe('2028-01-15');
  });

  it('pays on the last business day of a month that lacks the day', () => {
    // February 2027 ends on a Sunday: the 26th (Friday) is its last business day.
    expect(pixScheduleDate('2026-12-31', 'monthly', 2)).toBe('2027-02-26');
    expect(pixScheduleDate('2027-01-29', 'monthly', 1)).toBe('2027-02-26');
    // April 2027 ends on a Friday: that day.
    expect(pixScheduleDate('2026-12-31', 'monthly', 4)).toBe('2027-04-30');
    // A leap February has the 29th.
    expect(pixScheduleDate('2028-01-29', 'monthly', 1)).toBe('2028-02-29');
    // The series goes back to the 31st where it exists.
    expect(pixScheduleDate('2026-12-31', 'monthly', 5)).toBe('2027-05-31');
  });

  it('refuses a negative index', () => {
    expect(() => pixScheduleDate('2026-12-03', 'weekly', -1)).toThrow(RangeError);
  });
});

describe('pixScheduleAttemptAt', () => {
  it('tries at 06:00, 10:00, 14:00 and 18:00 in São Paulo, then no more', () => {
    expect(pixScheduleAttemptAt('2026-12-03', 1)).toEqual(new Date('2026-12-03T09:00:00Z'));
    expect(pixScheduleAttemptAt('2026-12-03', 4)).toEqual(new Date('2026-12-03T21:00:00Z'));
    expect(pixScheduleAttemptAt('2026-12-03', 5)).toBeNull();
  });
});

describe('pixScheduleDateProblem', () => {
  it('wants a day after today and at most a year ahead', () => {
    expect(pixScheduleDateProblem('2026-11-25', '2026-11-25')).toBe('SCHEDULE_DATE_NOT_AHEAD');
    expect(pixScheduleDateProblem('2026-11-24', '2026-11-25')).toBe('SCHEDULE_DATE_NOT_AHEAD');
    expect(pixScheduleDateProblem('2026-11-26', '2026-11-25')).toBeNull();
    expect(pixScheduleDateProblem('2027-11-25', '2026-11-25')).toBeNull();
    expect(pixScheduleDateProblem('2027-11-26', '2026-11-25')).toBe('SCHEDULE_DATE_TOO_FAR');
  });
});

describe('pixScheduleFields', () => {
  const codes = (value: unknown) => {
    const result = pixScheduleFields.safeParse(value);
    return result.success
      ? {}
      : Object.fromEntries(result.error.issues.map((i) => [i.path.join('.'), i.message]));
  };

  it('takes a one-off without a count, and a series with one', () => {
    expect(codes({ scheduled_for: '2026-12-03', frequency: 'once' })).toEqual({});
    expect(codes({ scheduled_for: '2026-12-03', frequency: 'monthly', occurrences: 12 })).toEqual(
      {},
    );
    expect(pixScheduleOccurrences('once', 7)).toBe(1);
    expect(pixScheduleOccurrences('weekly', 7)).toBe(7);
  });

  it('names the field at fault', () => {
    expect(codes({ scheduled_for: '', frequency: 'once' })).toEqual({ scheduled_for: 'REQUIRED' });
    expect(codes({ scheduled_for: '2026-02-30', frequency: 'once' })).toEqual({
      scheduled_for: 'DATE_INVALID',
    });
    expect(codes({ scheduled_for: '2026-12-03', frequency: 'daily' })).toEqual({
      frequency: 'INVALID',
    });
    expect(codes({ scheduled_for: '2026-12-03', frequency: 'weekly' })).toEqual({
      occurrences: 'REQUIRED',
    });
    expect(codes({ scheduled_for: '2026-12-03', frequency: 'weekly', occurrences: 1 })).toEqual({
      occurrences: 'SCHEDULE_TOO_FEW_OCCURRENCES',
    });
    expect(codes({ scheduled_for: '2026-12-03', frequency: 'weekly', occurrences: 61 })).toEqual({
      occurrences: 'SCHEDULE_TOO_MANY_OCCURRENCES',
    });
  });
});
