/**
 * Calendar days as integers (days since 1970-01-01), so due-date arithmetic never depends on the
 * machine's time zone or on daylight-saving changes.
 */

import { isCalendarDate, toSaoPauloDate } from '../calendar';

const MS_PER_DAY = 86_400_000;

/** Day number of a 'yyyy-mm-dd' date, or null when it is not a real calendar date. */
export function dayFromIso(iso: string): number | null {
  return isCalendarDate(iso) ? Date.parse(`${iso}T00:00:00Z`) / MS_PER_DAY : null;
}

/** 'yyyy-mm-dd' of a day number. */
export function isoFromDay(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

/**
 * Day number of a date given as 'yyyy-mm-dd' (taken as is) or as a Date (its calendar date in
 * São Paulo); null when invalid.
 */
export function dayFromInput(date: string | Date): number | null {
  if (date instanceof Date) {
    return Number.isNaN(date.getTime()) ? null : dayFromIso(toSaoPauloDate(date));
  }
  return typeof date === 'string' ? dayFromIso(date) : null;
}
