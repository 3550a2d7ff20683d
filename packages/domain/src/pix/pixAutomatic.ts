import * as z from 'zod/mini';
import { addDays, isCalendarDate, saoPauloInstant, type CalendarDate } from '../calendar';
import type { FieldErrorCode } from '../forms/fieldErrors';
import { amountCentsField } from '../forms/paymentFields';
import type { Cents } from '../money/cents';

/*
 * Pix Automático (docs/architecture/pix-automatic.md): a receiver asks the payer once for a
 * recurring authorisation (`solicrec` → `rec`); the payer accepts it, with a maximum amount and an
 * end date of their own, or refuses; the receiver's charges (`cobr`) then arrive days before each
 * debit, which the payer may cancel until the day before, or revoke the whole authorisation.
 * Names and states follow the central bank's Pix API. These are the rules the server and the
 * screens share.
 */

/** How often a receiver may charge under one authorisation. */
export const PIX_AUTOMATIC_PERIODICITIES = [
  'SEMANAL',
  'MENSAL',
  'TRIMESTRAL',
  'SEMESTRAL',
  'ANUAL',
] as const;
export type PixAutomaticPeriodicity = (typeof PIX_AUTOMATIC_PERIODICITIES)[number];

/**
 * An authorisation (`rec`): CRIADA while the payer has not answered its request, then APROVADA or
 * REJEITADA; EXPIRADA when the request was not answered in time; CANCELADA when the payer revoked
 * it (or the receiver withdrew it).
 */
export const PIX_AUTOMATIC_STATUSES = [
  'CRIADA',
  'APROVADA',
  'REJEITADA',
  'EXPIRADA',
  'CANCELADA',
] as const;
export type PixAutomaticStatus = (typeof PIX_AUTOMATIC_STATUSES)[number];

/**
 * A charge (`cobr`): ATIVA until its debit; CONCLUIDA once debited; CANCELADA by the payer (until
 * the day before) or with its authorisation; EXPIRADA when its last attempt found no money.
 */
export const PIX_AUTOMATIC_CHARGE_STATUSES = [
  'ATIVA',
  'CONCLUIDA',
  'CANCELADA',
  'EXPIRADA',
] as const;
export type PixAutomaticChargeStatus = (typeof PIX_AUTOMATIC_CHARGE_STATUSES)[number];

/**
 * Whether a debit refused for balance is tried again: not at all, or up to twice more within
 * seven days (`PERMITE_3R_7D`, three attempts in all).
 */
export const PIX_AUTOMATIC_RETRY_POLICIES = ['NAO_PERMITE', 'PERMITE_3R_7D'] as const;
export type PixAutomaticRetryPolicy = (typeof PIX_AUTOMATIC_RETRY_POLICIES)[number];

/** The days after the due date each attempt happens on, at 06:00 (the daytime period's start). */
export const PIX_AUTOMATIC_ATTEMPT_DAYS: Record<PixAutomaticRetryPolicy, readonly number[]> = {
  NAO_PERMITE: [0],
  PERMITE_3R_7D: [0, 1, 3],
};
export const PIX_AUTOMATIC_ATTEMPT_TIME = '06:00';

/** A charge arrives from 10 to 2 days before its debit: the payer is told before it happens. */
export const PIX_AUTOMATIC_NOTICE_DAYS = { min: 2, max: 10 } as const;

/** An unanswered request lapses after this many days. */
export const PIX_AUTOMATIC_REQUEST_DAYS = 7;

/** What the receiver asked and the payer set, as the rules below read them. */
export interface PixAutomaticTerms {
  /** The first day a charge may fall on. */
  startDate: CalendarDate;
  /** The last day, as the receiver asked it; null when open-ended. */
  endDate: CalendarDate | null;
  /** A fixed amount every time, or null when each charge says its own. */
  fixedAmount: Cents | null;
  /** With a varying amount: the least the receiver would accept as the payer's maximum. */
  receiverMinimum: Cents | null;
  /** What the payer chose on accepting (null: no maximum, or not yet accepted). */
  payerMaximum: Cents | null;
  /** The payer's own last day (null: the receiver's). */
  payerEndDate: CalendarDate | null;
}

/** The last day a charge may fall on: the payer's choice, else the receiver's, else none. */
export function pixAutomaticLastDay(terms: PixAutomaticTerms): CalendarDate | null {
  return terms.payerEndDate ?? terms.endDate;
}

/** When attempt `attempt` (1-based) of a debit due on `dueDate` happens; null after the last. */
export function pixAutomaticAttemptAt(
  dueDate: CalendarDate,
  attempt: number,
  policy: PixAutomaticRetryPolicy,
): Date | null {
  const after = PIX_AUTOMATIC_ATTEMPT_DAYS[policy][attempt - 1];
  return after === undefined
    ? null
    : saoPauloInstant(addDays(dueDate, after), PIX_AUTOMATIC_ATTEMPT_TIME);
}

/** The payer may cancel one charge until 23:59 of the day before its debit. */
export function pixAutomaticChargeCancellable(dueDate: CalendarDate, today: CalendarDate): boolean {
  return today < dueDate;
}

/** Why a charge cannot stand under an approved authorisation, field by field. */
export function pixAutomaticChargeProblems(
  terms: PixAutomaticTerms,
  charge: { dueDate: CalendarDate; amount: Cents },
  today: CalendarDate,
): { dueDate?: FieldErrorCode; amount?: FieldErrorCode } {
  const problems: { dueDate?: FieldErrorCode; amount?: FieldErrorCode } = {};
  const last = pixAutomaticLastDay(terms);
  if (charge.dueDate < addDays(today, PIX_AUTOMATIC_NOTICE_DAYS.min)) {
    problems.dueDate = 'AUTOMATIC_DUE_DATE_TOO_SOON';
  } else if (charge.dueDate > addDays(today, PIX_AUTOMATIC_NOTICE_DAYS.max)) {
    problems.dueDate = 'AUTOMATIC_DUE_DATE_TOO_FAR';
  } else if (charge.dueDate < terms.startDate || (last !== null && charge.dueDate > last)) {
    problems.dueDate = 'AUTOMATIC_DUE_DATE_OUTSIDE';
  }
  if (terms.fixedAmount !== null && charge.amount !== terms.fixedAmount) {
    problems.amount = 'AUTOMATIC_AMOUNT_NOT_AGREED';
  } else if (terms.payerMaximum !== null && charge.amount > terms.payerMaximum) {
    problems.amount = 'AUTOMATIC_AMOUNT_ABOVE_MAXIMUM';
  }
  return problems;
}

/** What the payer answers when accepting: a maximum (a varying amount only) and a last day. */
export interface PixAutomaticAcceptance {
  maxAmount: Cents | null;
  endDate: CalendarDate | null;
}

/** Why an acceptance cannot stand against the request's terms, field by field. */
export function pixAutomaticAcceptanceProblems(
  terms: Pick<PixAutomaticTerms, 'startDate' | 'endDate' | 'fixedAmount' | 'receiverMinimum'>,
  acceptance: PixAutomaticAcceptance,
): { max_amount_cents?: FieldErrorCode; end_date?: FieldErrorCode } {
  const problems: { max_amount_cents?: FieldErrorCode; end_date?: FieldErrorCode } = {};
  if (acceptance.maxAmount !== null && terms.fixedAmount === null) {
    if (terms.receiverMinimum !== null && acceptance.maxAmount < terms.receiverMinimum) {
      problems.max_amount_cents = 'AUTOMATIC_MAXIMUM_BELOW_MINIMUM';
    }
  }
  if (acceptance.endDate !== null) {
    if (acceptance.endDate < terms.startDate) problems.end_date = 'AUTOMATIC_END_BEFORE_START';
    else if (terms.endDate !== null && acceptance.endDate > terms.endDate) {
      problems.end_date = 'AUTOMATIC_END_AFTER_REQUESTED';
    }
  }
  return problems;
}

const optionalDay = z.optional(
  z.nullable(
    z.string().check(z.refine((value) => value === '' || isCalendarDate(value), 'DATE_INVALID')),
  ),
);

/**
 * The body of an acceptance as a form and the server read it (without the PIN, which the server
 * adds). Empty means "no maximum" and "until the receiver's end".
 */
export const pixAutomaticAcceptanceFields = z.object({
  max_amount_cents: z.optional(z.nullable(amountCentsField)),
  end_date: optionalDay,
});
