import { madeOnFirstUse } from '../text/madeOnFirstUse';
import { toCalendarDate, type CalendarDate } from './calendarDate';
import { TIME_ZONE } from './timeZone';

const PARTS = madeOnFirstUse(
  () =>
    new Intl.DateTimeFormat('en-US', {
      timeZone: TIME_ZONE,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
    }),
);

const HOUR_MS = 3_600_000;
/** Since 1914 São Paulo's offset from UTC has been whole hours (−3, or −2 in summer time). */
const WHOLE_HOUR_OFFSETS_SINCE = Date.UTC(1914, 0, 1);
/** The last UTC hour asked and its day: a server asks about the same hour many times a second. */
let lastHour = NaN;
let lastDay: CalendarDate | undefined;

/** The day an instant falls on in São Paulo, as 'yyyy-mm-dd'. */
export function toSaoPauloDate(instant: Date): CalendarDate {
  const time = instant.getTime();
  if (Number.isNaN(time)) throw new RangeError('Invalid Date');
  // With whole-hour offsets the São Paulo day cannot change within a UTC hour.
  const hour = Math.floor(time / HOUR_MS);
  if (hour === lastHour && lastDay) return lastDay;
  const parts = PARTS().formatToParts(instant);
  const part = (type: 'year' | 'month' | 'day') =>
    Number(parts.find((candidate) => candidate.type === type)?.value);
  const day = toCalendarDate(part('year'), part('month'), part('day'));
  if (time >= WHOLE_HOUR_OFFSETS_SINCE) [lastHour, lastDay] = [hour, day];
  return day;
}

const HOUR = madeOnFirstUse(
  () =>
    new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, hour: '2-digit', hourCycle: 'h23' }),
);

/** The hour (0–23) a São Paulo wall clock shows at an instant. */
export function saoPauloHour(instant: Date): number {
  return Number(HOUR().format(instant));
}

/** Today in São Paulo, 'yyyy-mm-dd'; `now` is injectable for tests and servers. */
export function todayInSaoPaulo(now: Date = new Date()): CalendarDate {
  return toSaoPauloDate(now);
}

/**
 * São Paulo's offset from UTC: −3 all year since daylight saving ended in 2019 (Decreto
 * 9.772/2019). One constant, so that a return of summer time is one change.
 */
export const SAO_PAULO_UTC_OFFSET = '-03:00';

/** The instant a São Paulo wall clock shows `time` ('HH:MM', or with seconds) on `day`. */
export function saoPauloInstant(day: CalendarDate, time: string): Date {
  return new Date(`${day}T${time}${SAO_PAULO_UTC_OFFSET}`);
}
