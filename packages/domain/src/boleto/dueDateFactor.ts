import { dayFromInput, dayFromIso, isoFromDay } from './calendarDay';

/**
 * Due-date factor (fator de vencimento) of bank boletos, barcode positions 6–9.
 *
 * FEBRABAN: days since 1997-10-07 (factor 0, which also means "no due date"); factor 1000 was
 * 2000-07-03 and 9999 was 2025-02-21; on 2025-02-22 the factor restarted at 1000 and keeps
 * counting, so every 9000 days a factor from 1000 to 9999 comes back. Factors 1–999 only ever
 * existed in the first cycle (1997-10-08 to 2000-07-02). Source: Bradesco/FEBRABAN cobrança
 * layout notice on the factor restart, as cited by @brazilian-utils/brazilian-utils.
 */
export const DUE_DATE_FACTOR_BASE = '1997-10-07';
export const DUE_DATE_FACTOR_CYCLE_DAYS = 9000;

const BASE_DAY = dayFromIso(DUE_DATE_FACTOR_BASE) as number;
const FIRST_CYCLED_FACTOR = 1000;
const MAX_FACTOR = 9999;

/**
 * The factor a boleto due on `date` carries ('yyyy-mm-dd' or a Date, read in São Paulo), from
 * 1 to 9999, or null for an invalid date or one on or before the 1997-10-07 base.
 */
export function dueDateFactor(date: string | Date): number | null {
  const day = dayFromInput(date);
  if (day === null) return null;
  const elapsed = day - BASE_DAY;
  if (elapsed < 1) return null;
  if (elapsed < FIRST_CYCLED_FACTOR) return elapsed;
  return FIRST_CYCLED_FACTOR + ((elapsed - FIRST_CYCLED_FACTOR) % DUE_DATE_FACTOR_CYCLE_DAYS);
}

/**
 * The due date ('yyyy-mm-dd') of a factor, choosing among its 9000-day cycles the date nearest
 * to `today` (default: today in São Paulo), so a factor keeps its old date while today is near
 * it and takes the new one once today is nearer to that. An exact tie (4500 days either way)
 * goes to the later date. Null for factor 0 (no due date), for anything that is not an integer
 * from 0 to 9999, and for an invalid `today`.
 */
export function dateFromFactor(factor: number, today: string | Date = new Date()): string | null {
  if (!Number.isInteger(factor) || factor < 1 || factor > MAX_FACTOR) return null;
  const todayDay = dayFromInput(today);
  if (todayDay === null) return null;
  if (factor < FIRST_CYCLED_FACTOR) return isoFromDay(BASE_DAY + factor);
  const firstDay = BASE_DAY + factor;
  // Math.round sends .5 up, i.e. a tie to the later cycle; never before the first cycle.
  const cycle = Math.max(0, Math.round((todayDay - firstDay) / DUE_DATE_FACTOR_CYCLE_DAYS));
  return isoFromDay(firstDay + cycle * DUE_DATE_FACTOR_CYCLE_DAYS);
}
