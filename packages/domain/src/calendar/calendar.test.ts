import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as brUtils from '@brazilian-utils/brazilian-utils';
import {
  TIME_ZONE,
  addDays,
  bankHolidays,
  businessDayAfter,
  dayOfWeek,
  easterSunday,
  formatSaoPauloDateTime,
  formatSaoPauloTime,
  holidayOn,
  isBusinessDay,
  isCalendarDate,
  nationalHolidays,
  nextBusinessDay,
  toCalendarDate,
  todayInSaoPaulo,
} from './index';

const localDay = (date: Date) =>
  toCalendarDate(date.getFullYear(), date.getMonth() + 1, date.getDate());

describe('calendar dates', () => {
  it('accepts only real yyyy-mm-dd days', () => {
    for (const ok of ['2026-11-22', '2024-02-29', '2000-02-29', '0001-01-01', '9999-12-31']) {
      expect(isCalendarDate(ok)).toBe(true);
    }
    for (const bad of [
      '2026-02-29',
      '1900-02-29',
      '2026-13-01',
      '2026-00-10',
      '2026-1-1',
      '26-11-22',
      '2026-11-22T00:00',
      '',
      20261122,
    ]) {
      expect(isCalendarDate(bad)).toBe(false);
    }
  });

  it('adds days across months, years and leap days', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2024-03-01', -1)).toBe('2024-02-29');
    expect(addDays('2026-11-22', 0)).toBe('2026-11-22');
    expect(() => addDays('2026-11-22', 0.5)).toThrow(RangeError);
    expect(() => addDays('2026-02-30', 1)).toThrow(RangeError);
  });

  it('knows the day of the week', () => {
    expect(dayOfWeek('2026-11-22')).toBe(0);
    expect(dayOfWeek('2026-11-20')).toBe(5);
    expect(dayOfWeek('2000-01-01')).toBe(6);
  });
});

describe('Easter', () => {
  it.each([
    [1818, '1818-03-22'],
    [2000, '2000-04-23'],
    [2019, '2019-04-21'],
    [2024, '2024-03-31'],
    [2025, '2025-04-20'],
    [2026, '2026-04-05'],
    [2027, '2027-03-28'],
    [2038, '2038-04-25'],
    [2285, '2285-03-22'],
  ])('%d → %s', (year, date) => {
    expect(easterSunday(year)).toBe(date);
  });

  it('is always a Sunday between 22 March and 25 April', () => {
    for (let year = 1583; year <= 4099; year += 1) {
      const easter = easterSunday(year);
      expect(dayOfWeek(easter)).toBe(0);
      expect(easter.slice(5) >= '03-22' && easter.slice(5) <= '04-25').toBe(true);
    }
  });

  it('refuses years outside the Gregorian range', () => {
    for (const year of [1582, 10000, 2026.5]) expect(() => easterSunday(year)).toThrow(RangeError);
  });
});

describe('bank holidays', () => {
  it('lists 2026 in order', () => {
    expect(bankHolidays(2026).map(({ date, kind }) => `${date} ${kind}`)).toEqual([
      '2026-01-01 national',
      '2026-02-16 bank',
      '2026-02-17 bank',
      '2026-04-03 national',
      '2026-04-21 national',
      '2026-05-01 national',
      '2026-06-04 bank',
      '2026-09-07 national',
      '2026-10-12 national',
      '2026-11-02 national',
      '2026-11-15 national',
      '2026-11-20 national',
      '2026-12-25 national',
    ]);
    expect(nationalHolidays(2026)).toHaveLength(10);
    expect(holidayOn('2026-04-03')?.name).toBe('Sexta-feira Santa');
  });

  it('keeps both holidays when two fall on one day', () => {
    const sameDay = bankHolidays(1905).filter((holiday) => holiday.date === '1905-04-21');
    expect(sameDay.map((holiday) => holiday.name).sort()).toEqual([
      'Sexta-feira Santa',
      'Tiradentes',
    ]);
  });

  it('has 20 November as national only from 2024', () => {
    expect(holidayOn('2023-11-20')).toBeUndefined();
    expect(holidayOn('2024-11-20')?.kind).toBe('national');
  });

  it('matches @brazilian-utils on every national and Easter-based day, 1900-2099', () => {
    for (let year = 1900; year <= 2099; year += 1) {
      const theirs = brUtils.getHolidays(year);
      const easter = theirs.find((holiday) => holiday.name === 'Páscoa');
      expect(easter && localDay(easter.date)).toBe(easterSunday(year));
      const theirDays = new Set(
        theirs
          .filter((holiday) => holiday.name !== 'Páscoa')
          .map((holiday) => localDay(holiday.date)),
      );
      const carnivalMonday = addDays(easterSunday(year), -48);
      // they list Carnival Tuesday only; banks close on Monday too
      // a Set: in some years two holidays share a day (Tiradentes was Good Friday in 1905)
      const ours = [...new Set(bankHolidays(year).map((holiday) => holiday.date))];
      expect([...theirDays, carnivalMonday].sort()).toEqual(ours);
    }
  });
});

describe('business days', () => {
  it.each([
    ['2026-11-23', true], // Monday
    ['2026-11-22', false], // Sunday
    ['2026-11-21', false], // Saturday
    ['2026-11-20', false], // Consciência Negra (Friday)
    ['2026-02-16', false], // Carnival Monday
    ['2026-02-17', false], // Carnival Tuesday
    ['2026-02-18', true], // Ash Wednesday: banks open
    ['2026-04-03', false], // Good Friday
    ['2026-06-04', false], // Corpus Christi
    ['2026-12-31', true], // settles, see bankHolidays
    ['2023-11-20', true], // not yet national
  ])('%s business day: %s', (date, expected) => {
    expect(isBusinessDay(date)).toBe(expected);
  });

  it('nextBusinessDay answers the day itself or the first business day after it', () => {
    expect(nextBusinessDay('2026-11-23')).toBe('2026-11-23');
    expect(nextBusinessDay('2026-11-20')).toBe('2026-11-23');
    expect(nextBusinessDay('2026-02-14')).toBe('2026-02-18');
    expect(nextBusinessDay('2026-12-25')).toBe('2026-12-28');
    expect(nextBusinessDay('2026-04-02')).toBe('2026-04-02');
    expect(nextBusinessDay('2026-04-03')).toBe('2026-04-06');
  });

  it('businessDayAfter is strictly after', () => {
    expect(businessDayAfter('2026-11-19')).toBe('2026-11-23');
    expect(businessDayAfter('2026-11-23')).toBe('2026-11-24');
    expect(businessDayAfter('2026-02-13')).toBe('2026-02-18');
  });

  it('reads a Date as its day in São Paulo', () => {
    // 02:30 UTC on Saturday the 21st is still Friday the 20th (a holiday) in São Paulo
    expect(isBusinessDay(new Date('2026-11-21T02:30:00Z'))).toBe(false);
    expect(nextBusinessDay(new Date('2026-11-20T12:00:00Z'))).toBe('2026-11-23');
    expect(isBusinessDay(new Date('2026-11-24T02:59:00Z'))).toBe(true);
  });

  it('refuses what is not a day', () => {
    expect(() => isBusinessDay('2026-02-30')).toThrow(RangeError);
    expect(() => nextBusinessDay('tomorrow')).toThrow(RangeError);
    expect(() => isBusinessDay(new Date(Number.NaN))).toThrow(RangeError);
  });

  it('nextBusinessDay is a business day, on or after, at most a week later (property)', () => {
    const day = fc
      .date({
        min: new Date('1900-01-01T00:00:00Z'),
        max: new Date('2099-12-20T00:00:00Z'),
        noInvalidDate: true,
      })
      .map((date) => date.toISOString().slice(0, 10));
    fc.assert(
      fc.property(day, (date) => {
        const next = nextBusinessDay(date);
        expect(isBusinessDay(next)).toBe(true);
        expect(next >= date && next <= addDays(date, 7)).toBe(true);
        for (let d = date; d < next; d = addDays(d, 1)) expect(isBusinessDay(d)).toBe(false);
        expect(businessDayAfter(date) > date).toBe(true);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('todayInSaoPaulo', () => {
  it('uses the São Paulo day, not UTC', () => {
    expect(TIME_ZONE).toBe('America/Sao_Paulo');
    expect(todayInSaoPaulo(new Date('2026-11-23T02:59:59Z'))).toBe('2026-11-22');
    expect(todayInSaoPaulo(new Date('2026-11-23T03:00:00Z'))).toBe('2026-11-23');
    // summer time (UTC−2) was still in force in January 2019
    expect(todayInSaoPaulo(new Date('2019-01-01T02:30:00Z'))).toBe('2019-01-01');
    expect(todayInSaoPaulo(new Date('2019-01-01T01:59:00Z'))).toBe('2018-12-31');
  });

  it('answers each instant for itself, asked in any order (the last hour is remembered)', () => {
    const instants = [
      '2026-11-23T02:59:59.999Z',
      '2026-11-23T03:00:00Z',
      '2026-11-23T02:00:00Z',
      '2019-01-01T01:59:00Z',
      '2019-01-01T02:00:00Z',
      '1913-12-31T03:05:00Z', // before 1914: an offset of −3:06:28, not whole hours
      '1913-12-31T03:07:00Z',
    ];
    const expected = instants.map((iso) =>
      new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE }).format(new Date(iso)),
    );
    for (const order of [instants, [...instants].reverse(), [...instants, ...instants]]) {
      for (const iso of order) {
        expect(todayInSaoPaulo(new Date(iso))).toBe(expected[instants.indexOf(iso)]);
      }
    }
  });

  it('defaults to now', () => {
    const before = todayInSaoPaulo(new Date(Date.now() - 1000));
    const today = todayInSaoPaulo();
    expect(isCalendarDate(today)).toBe(true);
    expect(today >= before).toBe(true);
  });
});

describe('instants as the holder reads them', () => {
  // 13:05:09 UTC is 10:05:09 in São Paulo; 02:30 UTC on the 3rd is still the 2nd there.
  const morning = new Date('2026-12-03T13:05:09Z');
  const night = new Date('2026-12-03T02:30:00Z');

  it("shows São Paulo's wall clock, whatever zone the device is in", () => {
    expect(formatSaoPauloTime(morning)).toBe('10:05');
    expect(formatSaoPauloTime(night)).toBe('23:30');
    expect(formatSaoPauloTime(new Date('2026-12-03T03:05:00Z'))).toBe('00:05');
  });

  it('writes the day before the time, with seconds for a receipt', () => {
    expect(formatSaoPauloDateTime(morning)).toBe('03/12/2026, 10:05');
    expect(formatSaoPauloDateTime(night)).toBe('02/12/2026, 23:30');
    expect(formatSaoPauloDateTime(morning, 'seconds')).toBe('03/12/2026, 10:05:09');
  });
});
