import { businessDayAfter, isBusinessDay, nextBusinessDay } from '../calendar/businessDay';
import type { CalendarDate } from '../calendar/calendarDate';
import { saoPauloHour, toSaoPauloDate } from '../calendar/saoPauloDate';
import type { BoletoError } from './types';

/*
 * Paying a boleto (docs/architecture/boletos.md): what the line's reading problems are called as
 * field codes, and the business day a payment is processed on. Server and web ask the same rules.
 */

/** After this hour (São Paulo), a boleto paid today is processed on the next business day. */
export const BOLETO_PAYMENT_CUTOFF_HOUR = 22;

/**
 * The business day a boleto paid at `now` is processed on: today before 22:00 on a business day,
 * otherwise the next business day. The money leaves the account at once either way; a boleto
 * processed after its due date is still the registry's to accept with what it charges that day.
 */
export function boletoProcessingDay(now: Date): CalendarDate {
  const today = toSaoPauloDate(now);
  return isBusinessDay(today) && saoPauloHour(now) < BOLETO_PAYMENT_CUTOFF_HOUR
    ? today
    : businessDayAfter(today);
}

/**
 * The day a boleto scheduled for its due date is paid: the due date, or the next business day when
 * it falls on a weekend or holiday (a boleto is paid then without charges). Null when that day is
 * not after the day a payment made now would be processed: then it is paid now, not scheduled.
 */
export function boletoScheduleDay(dueDate: CalendarDate, now: Date): CalendarDate | null {
  const day = nextBusinessDay(dueDate);
  return day > boletoProcessingDay(now) ? day : null;
}

/** The field codes of a line that cannot be read, naming the block whose digit is wrong. */
export type BoletoLineProblem =
  | 'BOLETO_INVALID_CHARACTERS'
  | 'BOLETO_WRONG_LENGTH'
  | 'BOLETO_UNKNOWN_FORMAT'
  | 'BOLETO_INVALID_CURRENCY'
  | 'BOLETO_INVALID_SEGMENT'
  | 'BOLETO_INVALID_VALUE_TYPE'
  | 'BOLETO_BLOCK_1_CHECK_DIGIT'
  | 'BOLETO_BLOCK_2_CHECK_DIGIT'
  | 'BOLETO_BLOCK_3_CHECK_DIGIT'
  | 'BOLETO_BLOCK_4_CHECK_DIGIT'
  | 'BOLETO_GENERAL_CHECK_DIGIT';

/** parseBoleto's refusal as the field code a form shows under the line. */
export function boletoLineProblem(error: BoletoError): BoletoLineProblem {
  switch (error.code) {
    case 'invalid-characters':
      return 'BOLETO_INVALID_CHARACTERS';
    case 'wrong-length':
      return 'BOLETO_WRONG_LENGTH';
    case 'unknown-format':
      return 'BOLETO_UNKNOWN_FORMAT';
    case 'invalid-currency':
      return 'BOLETO_INVALID_CURRENCY';
    case 'invalid-segment':
      return 'BOLETO_INVALID_SEGMENT';
    case 'invalid-value-type':
      return 'BOLETO_INVALID_VALUE_TYPE';
    case 'bad-field-check-digit':
      return `BOLETO_BLOCK_${Math.min(Math.max(error.field ?? 1, 1), 4) as 1 | 2 | 3 | 4}_CHECK_DIGIT`;
    case 'bad-general-check-digit':
      return 'BOLETO_GENERAL_CHECK_DIGIT';
    case 'invalid-today':
      return 'BOLETO_WRONG_LENGTH';
  }
}
