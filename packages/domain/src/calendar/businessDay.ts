import {
  addDays,
  dayOfWeek,
  isCalendarDate,
  toCalendarDate,
  type CalendarDate,
} from './calendarDate';
import { bankHolidays, type Holiday } from './holidays';
import { toSaoPauloDate } from './saoPauloDate';

const cache = new Map<number, Map<CalendarDate, Holiday>>();

function holidaysByDate(year: number): Map<CalendarDate, Holiday> {
  let byDate = cache.get(year);
  if (!byDate) {
    byDate = new Map(bankHolidays(year).map((holiday) => [holiday.date, holiday]));
    cache.set(year, byDate);
  }
  return byDate;
}

/** A Date is read as its day in São Paulo; a string must be 'yyyy-mm-dd'. */
function asCalendarDate(date: CalendarDate | Date): CalendarDate {
  if (date instanceof Date) return toSaoPauloDate(date);
  if (!isCalendarDate(date))
    throw new RangeError(`Not a 'yyyy-mm-dd' calendar date: ${String(date)}`);
  return date;
}

/** The bank holiday on `date`, if any (see bankHolidays). */
export function holidayOn(date: CalendarDate | Date): Holiday | undefined {
  const day = asCalendarDate(date);
  return holidaysByDate(Number(day.slice(0, 4))).get(day);
}

/** Monday to Friday and not a bank holiday. */
export function isBusinessDay(date: CalendarDate | Date): boolean {
  const day = asCalendarDate(date);
  const weekday = dayOfWeek(day);
  return weekday !== 0 && weekday !== 6 && holidayOn(day) === undefined;
}

/**
 * The first business day on or after `date`: a business day answers itself. This is the rule
 * for due dates on a weekend or holiday (they move to the next business day).
 */
export function nextBusinessDay(date: CalendarDate | Date): CalendarDate {
  let day = asCalendarDate(date);
  while (!isBusinessDay(day)) day = addDays(day, 1);
  return day;
}

/** The first business day strictly after `date` ("D+1"). */
export function businessDayAfter(date: CalendarDate | Date): CalendarDate {
  return nextBusinessDay(addDays(asCalendarDate(date), 1));
}

/** The last business day of a month (1-12): its last day, or the business day before it. */
export function lastBusinessDayOfMonth(year: number, month: number): CalendarDate {
  // Day 0 of the next month is this month's last day.
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  let day = toCalendarDate(year, month, last);
  while (!isBusinessDay(day)) day = addDays(day, -1);
  return day;
}
