import * as z from 'zod/mini';
import {
  addDays,
  isCalendarDate,
  lastBusinessDayOfMonth,
  saoPauloInstant,
  toCalendarDate,
  type CalendarDate,
} from '../calendar';

/*
 * Scheduled Pix (pix/scheduling; docs/architecture/pix-scheduling.md): a Pix or transfer the
 * holder authorises today for a later day, once or again every week or month ("Pix Agendado
 * Recorrente"). The server runs each occurrence on its day; these are the rules it and the
 * screens share: which days a series falls on, when a day's attempts happen, what a request
 * may ask for.
 */

export const PIX_SCHEDULE_FREQUENCIES = ['once', 'weekly', 'monthly'] as const;
export type PixScheduleFrequency = (typeof PIX_SCHEDULE_FREQUENCIES)[number];

/** A recurring series has 2 to 60 payments (five years of months). */
export const PIX_SCHEDULE_MAX_OCCURRENCES = 60;
/** The first payment is at most a year ahead. */
export const PIX_SCHEDULE_HORIZON_DAYS = 365;

/**
 * The times of day (São Paulo) a payment is attempted: at the start of the daytime period, and
 * again while the balance is short, until the last; then it is recorded as not made.
 */
export const PIX_SCHEDULE_ATTEMPT_TIMES = ['06:00', '10:00', '14:00', '18:00'] as const;

/**
 * The day of a series' `index`-th payment (0 is the first). A month that lacks the first
 * payment's day (the 31st in April, the 29th to 31st in February) pays on its last business
 * day, so the payment stays in its month and never falls on a weekend or holiday.
 */
export function pixScheduleDate(
  first: CalendarDate,
  frequency: PixScheduleFrequency,
  index: number,
): CalendarDate {
  if (!Number.isInteger(index) || index < 0) throw new RangeError('index must be 0 or more');
  if (frequency === 'once' || index === 0) return first;
  if (frequency === 'weekly') return addDays(first, 7 * index);
  const [year, month, day] = first.split('-').map(Number) as [number, number, number];
  const months = year * 12 + (month - 1) + index;
  const [y, m] = [Math.floor(months / 12), (months % 12) + 1];
  const date = toCalendarDate(y, m, day);
  return isCalendarDate(date) ? date : lastBusinessDayOfMonth(y, m);
}

/** How many payments a series makes: one, or the count the holder chose. */
export function pixScheduleOccurrences(
  frequency: PixScheduleFrequency,
  occurrences: number | null | undefined,
): number {
  return frequency === 'once' ? 1 : (occurrences ?? 1);
}

/** When attempt `attempt` (1-based) of the payment due on `date` may happen; null after the last. */
export function pixScheduleAttemptAt(date: CalendarDate, attempt: number): Date | null {
  const time = PIX_SCHEDULE_ATTEMPT_TIMES[attempt - 1];
  return time === undefined ? null : saoPauloInstant(date, time);
}

/** Why a schedule's first day cannot stand, seen from `today` in São Paulo. */
export function pixScheduleDateProblem(
  date: CalendarDate,
  today: CalendarDate,
): 'SCHEDULE_DATE_NOT_AHEAD' | 'SCHEDULE_DATE_TOO_FAR' | null {
  if (date <= today) return 'SCHEDULE_DATE_NOT_AHEAD';
  if (date > addDays(today, PIX_SCHEDULE_HORIZON_DAYS)) return 'SCHEDULE_DATE_TOO_FAR';
  return null;
}

/** A calendar day typed 'yyyy-mm-dd' (what a date input gives). */
const scheduleDateField = z.string({ error: 'REQUIRED' }).check(
  z.minLength(1, 'REQUIRED'),
  z.refine((value) => value === '' || isCalendarDate(value), 'DATE_INVALID'),
);

const occurrencesField = z.optional(
  z.nullable(
    z
      .number({ error: 'INVALID' })
      .check(
        z.int('INVALID'),
        z.minimum(1, 'INVALID'),
        z.maximum(PIX_SCHEDULE_MAX_OCCURRENCES, 'SCHEDULE_TOO_MANY_OCCURRENCES'),
      ),
  ),
);

type ScheduleValues = { frequency?: string; occurrences?: number | null | undefined };

/** A recurring series names how many payments it makes: two at least. */
export function checkPixScheduleRequest(
  value: ScheduleValues,
  context: {
    addIssue: (issue: { code: 'custom'; message: string; input: unknown; path: string[] }) => void;
  },
) {
  if (value.frequency === 'once' || value.frequency === undefined) return;
  if (value.occurrences === null || value.occurrences === undefined) {
    context.addIssue({
      code: 'custom',
      message: 'REQUIRED',
      input: value.occurrences,
      path: ['occurrences'],
    });
  } else if (value.occurrences < 2) {
    context.addIssue({
      code: 'custom',
      message: 'SCHEDULE_TOO_FEW_OCCURRENCES',
      input: value.occurrences,
      path: ['occurrences'],
    });
  }
}

/**
 * When a scheduled Pix pays: its first day, how often, and how many times. Whether the day is
 * still ahead is the server's to say (its clock); a form checks it too with pixScheduleDateProblem.
 */
export const pixScheduleFields = z
  .object({
    scheduled_for: scheduleDateField,
    frequency: z.enum(PIX_SCHEDULE_FREQUENCIES, { error: 'INVALID' }),
    occurrences: occurrencesField,
  })
  .check(z.superRefine(checkPixScheduleRequest));

/** A schedule is active while payments are to come, then finished, or cancelled by the holder. */
export const PIX_SCHEDULE_STATUSES = ['active', 'finished', 'cancelled'] as const;
export type PixScheduleStatus = (typeof PIX_SCHEDULE_STATUSES)[number];

/**
 * One payment of a schedule: `pending` from its day until an attempt pays it (`completed`) or the
 * last one does not (`failed`); `cancelled` when the schedule was cancelled before it ran.
 */
export const PIX_SCHEDULE_RUN_STATUSES = ['pending', 'completed', 'failed', 'cancelled'] as const;
export type PixScheduleRunStatus = (typeof PIX_SCHEDULE_RUN_STATUSES)[number];
