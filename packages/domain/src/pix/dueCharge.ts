import { addDays, type CalendarDate } from '../calendar/calendarDate';
import { nextBusinessDay } from '../calendar/businessDay';
import { dayFromIso } from '../boleto/calendarDay';
import type { BasisPoints, Cents } from '../money';

/*
 * A charge with due date (`cobv`, boleto with Pix), docs/architecture/pix-receiving.md "Boleto
 * with Pix". The amount a payer owes depends on the day they pay: a discount until a date, an
 * abatement always, and after the due date a fine once and interest per day late. Server (what
 * the location answers and what concludes the charge) and web (what the screen previews) both
 * ask this one function.
 */

/** The longest fine the product lets a charge carry: 2 % (CDC art. 52 §1, consumer debts). */
export const DUE_CHARGE_MAX_FINE_BPS: BasisPoints = 200;
/** The highest interest a charge may carry: 10 % a month. */
export const DUE_CHARGE_MAX_MONTHLY_INTEREST_BPS: BasisPoints = 1_000;
/** How long a due-date charge may still be paid after its due date, at most (days). */
export const DUE_CHARGE_MAX_VALIDITY_DAYS = 365;
/** The central bank's default for `validadeAposVencimento`. */
export const DUE_CHARGE_DEFAULT_VALIDITY_DAYS = 30;

export interface DueChargeTerms {
  /** The charge's face value (`valor.original`). */
  amount: Cents;
  /** The due date as issued (`calendario.dataDeVencimento`). */
  dueDate: CalendarDate;
  /** Calendar days after the (business) due date in which it can still be paid. */
  validityAfterDue: number;
  /** A fine on any payment after the due date, as a share of the amount after abatement. */
  fineBps?: BasisPoints | undefined;
  /** Simple interest per month late (30-day months, counted in calendar days). */
  monthlyInterestBps?: BasisPoints | undefined;
  /** Taken off whatever day it is paid. */
  abatement?: Cents | undefined;
  /** Taken off when paid on or before `until` (which is on or before the due date). */
  discount?: { amount: Cents; until: CalendarDate } | undefined;
}

export type AmountDue =
  | {
      payable: true;
      /** What the payer pays that day (`valor.final`). */
      amount: Cents;
      abatement: Cents;
      discount: Cents;
      fine: Cents;
      interest: Cents;
      /** Calendar days after the due date as issued (0 when paid on time). */
      daysLate: number;
    }
  | { payable: false; reason: 'EXPIRED' };

const roundedShare = (base: Cents, numerator: number, denominator: number): Cents =>
  Math.round((base * numerator) / denominator);

/**
 * The day the charge is due in practice: a due date on a weekend or bank holiday moves to the
 * next business day, and paying then carries no fine or interest.
 */
export const effectiveDueDate = (terms: Pick<DueChargeTerms, 'dueDate'>): CalendarDate =>
  nextBusinessDay(terms.dueDate);

/** The last day the charge can be paid: the validity counts from the effective due date. */
export const lastPayableDate = (
  terms: Pick<DueChargeTerms, 'dueDate' | 'validityAfterDue'>,
): CalendarDate => addDays(effectiveDueDate(terms), terms.validityAfterDue);

/**
 * What a due-date charge asks on `payDate` (a São Paulo calendar day). Late means after the
 * effective due date; the days of interest are then counted from the due date as issued, as a
 * boleto's are. Every share is rounded to the centavo on its own (half up); the amount never
 * goes below one centavo.
 */
export function amountDue(terms: DueChargeTerms, payDate: CalendarDate): AmountDue {
  if (payDate > lastPayableDate(terms)) return { payable: false, reason: 'EXPIRED' };
  const abatement = terms.abatement ?? 0;
  const base = terms.amount - abatement;
  const late = payDate > effectiveDueDate(terms);
  const daysLate = late ? dayFromIso(payDate)! - dayFromIso(terms.dueDate)! : 0;
  const discount =
    terms.discount && !late && payDate <= terms.discount.until ? terms.discount.amount : 0;
  const fine = late ? roundedShare(base, terms.fineBps ?? 0, 10_000) : 0;
  const interest = late
    ? roundedShare(base, (terms.monthlyInterestBps ?? 0) * daysLate, 10_000 * 30)
    : 0;
  return {
    payable: true,
    amount: Math.max(1, base - discount + fine + interest),
    abatement,
    discount,
    fine,
    interest,
    daysLate,
  };
}
