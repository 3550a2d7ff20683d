import * as z from 'zod/mini';
import { addDays, saoPauloInstant, toSaoPauloDate } from '../calendar';
import { amountCentsField } from '../forms/paymentFields';
import type { Cents } from '../money/cents';
import { LIMIT_INCREASE_DELAY_HOURS, PIX_NIGHT_PERIOD } from './limits';

/*
 * An account's Pix limits (pix/limit; DESIGN.md §7): one pair for the day and one for the night,
 * each a most per payment and a most for the whole period, the night starting at 20:00 or, at the
 * holder's choice, 22:00 and ending at 06:00 in São Paulo. The server checks a payment against
 * them inside the transaction that reserves its money; the screen shows the same figures.
 */

export const PIX_NIGHT_STARTS = [PIX_NIGHT_PERIOD.start, '22:00'] as const;
export type PixNightStart = (typeof PIX_NIGHT_STARTS)[number];
export const PIX_LIMIT_PERIODS = ['daytime', 'nighttime'] as const;
export type PixLimitPeriod = (typeof PIX_LIMIT_PERIODS)[number];

export interface PeriodLimits {
  perPayment: Cents;
  perPeriod: Cents;
}

export interface PixLimits {
  daytime: PeriodLimits;
  nighttime: PeriodLimits;
  nightStart: PixNightStart;
}

/** What a new account starts with: the night far lower than the day, as the rules ask. */
export const PIX_LIMIT_DEFAULTS: PixLimits = {
  daytime: { perPayment: 5_000_00, perPeriod: 10_000_00 },
  nighttime: { perPayment: 1_000_00, perPeriod: 1_000_00 },
  nightStart: PIX_NIGHT_PERIOD.start,
};

/** The most a holder may ask for in each period (per payment and per period alike). */
export const PIX_LIMIT_CEILINGS: Record<PixLimitPeriod, Cents> = {
  daytime: 100_000_00,
  nighttime: 20_000_00,
};

/** The period an instant falls in, and when it began and ends. */
export interface LimitWindow {
  period: PixLimitPeriod;
  start: Date;
  end: Date;
}

/** The daytime (06:00 to the night's start) or nighttime window `instant` falls in. */
export function limitWindowAt(instant: Date, nightStart: PixNightStart): LimitWindow {
  const day = toSaoPauloDate(instant);
  const morning = saoPauloInstant(day, PIX_NIGHT_PERIOD.end);
  const evening = saoPauloInstant(day, nightStart);
  if (instant < morning) {
    return {
      period: 'nighttime',
      start: saoPauloInstant(addDays(day, -1), nightStart),
      end: morning,
    };
  }
  if (instant >= evening) {
    return {
      period: 'nighttime',
      start: evening,
      end: saoPauloInstant(addDays(day, 1), PIX_NIGHT_PERIOD.end),
    };
  }
  return { period: 'daytime', start: morning, end: evening };
}

/** Why a payment passes a limit, as a stable code, or null when it fits. */
export type LimitRefusal = 'PIX_LIMIT_PER_PAYMENT' | 'PIX_LIMIT_PER_PERIOD';

/** Whether `amount` fits the period's limits after `used` already paid in the same window. */
export function checkPixLimit(
  limits: PeriodLimits,
  used: Cents,
  amount: Cents,
): LimitRefusal | null {
  if (amount > limits.perPayment) return 'PIX_LIMIT_PER_PAYMENT';
  if (used + amount > limits.perPeriod) return 'PIX_LIMIT_PER_PERIOD';
  return null;
}

/** What is still available in the window: the smaller of the period's rest and one payment. */
export function availableInWindow(limits: PeriodLimits, used: Cents): Cents {
  return Math.max(0, Math.min(limits.perPayment, limits.perPeriod - used));
}

/** When a raise asked at `requestedAt` counts: 24 hours later (the rules allow up to 48). */
export const limitRaiseEffectiveAt = (requestedAt: Date): Date =>
  new Date(requestedAt.getTime() + LIMIT_INCREASE_DELAY_HOURS.min * 60 * 60 * 1000);

/** A lower limit counts at once; a higher one no sooner than 24 hours after it was asked. */
export function limitChangeEffectiveAt(current: Cents, requested: Cents, requestedAt: Date): Date {
  return requested <= current ? requestedAt : limitRaiseEffectiveAt(requestedAt);
}

/** A field of the limits request (pixLimitsRequest), and why a set of limits cannot stand. */
export type PixLimitProblem = {
  field: `${PixLimitPeriod}_per_${'payment' | 'period'}_cents`;
  code: 'LIMIT_ABOVE_CEILING' | 'PER_PAYMENT_ABOVE_PERIOD' | 'NIGHT_ABOVE_DAY';
};

/**
 * The rules between limits: none above its period's ceiling, a payment's no higher than its
 * period's, and the night's no higher than the day's.
 */
export function pixLimitProblems(limits: PixLimits): PixLimitProblem[] {
  const problems: PixLimitProblem[] = [];
  for (const period of PIX_LIMIT_PERIODS) {
    const { perPayment, perPeriod } = limits[period];
    if (perPeriod > PIX_LIMIT_CEILINGS[period]) {
      problems.push({ field: `${period}_per_period_cents`, code: 'LIMIT_ABOVE_CEILING' });
    }
    if (perPayment > perPeriod) {
      problems.push({ field: `${period}_per_payment_cents`, code: 'PER_PAYMENT_ABOVE_PERIOD' });
    }
  }
  if (limits.nighttime.perPeriod > limits.daytime.perPeriod) {
    problems.push({ field: 'nighttime_per_period_cents', code: 'NIGHT_ABOVE_DAY' });
  }
  return problems;
}

/** pix/limit: the limits the holder asks for (lower at once, higher in 24 h). */
export const pixLimitsRequest = z
  .object({
    daytime_per_payment_cents: amountCentsField,
    daytime_per_period_cents: amountCentsField,
    nighttime_per_payment_cents: amountCentsField,
    nighttime_per_period_cents: amountCentsField,
    night_start: z.enum(PIX_NIGHT_STARTS, { error: 'INVALID' }),
  })
  .check(z.superRefine(checkPixLimitsRequest));

/** The rules between pixLimitsRequest's fields (pixLimitProblems), for a form and the server. */
export function checkPixLimitsRequest(
  value: Partial<Record<`${'daytime' | 'nighttime'}_per_${'payment' | 'period'}_cents`, number>> & {
    night_start?: string;
  },
  context: {
    addIssue: (issue: { code: 'custom'; message: string; input: unknown; path: string[] }) => void;
  },
) {
  const { daytime_per_payment_cents, daytime_per_period_cents } = value;
  const { nighttime_per_payment_cents, nighttime_per_period_cents } = value;
  if (
    daytime_per_payment_cents === undefined ||
    daytime_per_period_cents === undefined ||
    nighttime_per_payment_cents === undefined ||
    nighttime_per_period_cents === undefined
  ) {
    return;
  }
  const problems = pixLimitProblems({
    daytime: { perPayment: daytime_per_payment_cents, perPeriod: daytime_per_period_cents },
    nighttime: { perPayment: nighttime_per_payment_cents, perPeriod: nighttime_per_period_cents },
    nightStart: PIX_NIGHT_STARTS[0],
  });
  for (const problem of problems) {
    context.addIssue({
      code: 'custom',
      message: problem.code,
      input: value[problem.field],
      path: [problem.field],
    });
  }
}
