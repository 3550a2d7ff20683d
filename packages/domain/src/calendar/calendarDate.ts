/**
 * A day on the calendar as 'yyyy-mm-dd'. Business days are days, not instants: keeping them as
 * strings means no time zone can shift them by accident.
 */
export type CalendarDate = string;

const SHAPE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DAY_MS = 86_400_000;

function pad(value: number, length: number): string {
  return String(value).padStart(length, '0');
}

/** 'yyyy-mm-dd' for a year, month (1-12) and day. */
export function toCalendarDate(year: number, month: number, day: number): CalendarDate {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** Milliseconds of the day's UTC midnight, or NaN when `date` is no real 'yyyy-mm-dd' day. */
function utcMidnight(date: string): number {
  const match = SHAPE.exec(date);
  if (!match) return Number.NaN;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const time = new Date(0).setUTCFullYear(year, month - 1, day);
  const back = new Date(time);
  // setUTCFullYear rolls 2026-02-30 over to March; a real day survives the round trip.
  return back.getUTCMonth() === month - 1 && back.getUTCDate() === day ? time : Number.NaN;
}

/** True for a real day written 'yyyy-mm-dd' (so '2026-02-30' is false). */
export function isCalendarDate(value: unknown): value is CalendarDate {
  return typeof value === 'string' && !Number.isNaN(utcMidnight(value));
}

function fromUtcMidnight(time: number): CalendarDate {
  const date = new Date(time);
  return toCalendarDate(date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate());
}

function checked(date: CalendarDate): number {
  const time = utcMidnight(date);
  if (Number.isNaN(time)) throw new RangeError(`Not a 'yyyy-mm-dd' calendar date: ${String(date)}`);
  return time;
}

/** The day `days` after `date` (negative goes back). */
export function addDays(date: CalendarDate, days: number): CalendarDate {
  if (!Number.isInteger(days)) throw new RangeError('addDays needs a whole number of days');
  return fromUtcMidnight(checked(date) + days * DAY_MS);
}

/** 0 = Sunday … 6 = Saturday. */
export function dayOfWeek(date: CalendarDate): number {
  return new Date(checked(date)).getUTCDay();
}

/** A calendar day as Brazilians write it: dd/mm/aaaa (a due date on a screen, in an e-mail). */
export const formatDay = (day: CalendarDate): string => day.split('-').reverse().join('/');
