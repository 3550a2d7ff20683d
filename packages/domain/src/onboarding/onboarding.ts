import { isCalendarDate, type CalendarDate } from '../calendar';

/*
 * Opening an account (docs/product/account-opening.md): the steps, in order, and the rules the
 * server and the web's forms both apply.
 */

/** Who opens the account: a person (CPF) or a company (CNPJ) through its legal representative. */
export const ONBOARDING_KINDS = ['person', 'company'] as const;
export type OnboardingKind = (typeof ONBOARDING_KINDS)[number];

/**
 * What an application is: a person's or a company's (begun by someone with an e-mail), or the
 * one the server begins for a company's legal representative when whoever opened the company's
 * invites them instead of being the representative.
 */
export type OnboardingApplicationKind = OnboardingKind | 'representative';

/**
 * Every step after the e-mail is confirmed, in the order they are filled. `credentials` opens the
 * account, `identity` (document photo and selfie, sent to the KYC provider) submits it;
 * `representative` is waiting for an invited representative to do theirs; `done`: submitted.
 */
export const ONBOARDING_STEPS = [
  'holder',
  'phone',
  'address',
  'representative',
  'credentials',
  'identity',
  'done',
] as const;
export type OnboardingStep = (typeof ONBOARDING_STEPS)[number];

/**
 * The steps of one application, in order. Whoever signs in (a person, a representative opening
 * their company's account) does them all but the wait; someone who invites the company's
 * representative gives the company's data, phone and address and waits; the invited
 * representative gives their own data and phone (the address is the company's) and the rest.
 */
export function onboardingStepsFor(
  kind: OnboardingApplicationKind,
  invitesRepresentative: boolean,
): readonly Exclude<OnboardingStep, 'done'>[] {
  if (kind === 'representative') return ['holder', 'phone', 'credentials', 'identity'];
  if (kind === 'company' && invitesRepresentative) {
    return ['holder', 'phone', 'address', 'representative'];
  }
  return ['holder', 'phone', 'address', 'credentials', 'identity'];
}

/** The first of `steps` not yet done: where a resumed application goes on. */
export function nextOnboardingStep(
  steps: readonly OnboardingStep[],
  done: Partial<Record<OnboardingStep, boolean>>,
): OnboardingStep {
  return steps.find((step) => !done[step]) ?? 'done';
}

/** What a KYC provider answers about a document photo and a selfie. */
export const KYC_OUTCOMES = ['approved', 'rejected', 'analysis'] as const;
export type KycOutcome = (typeof KYC_OUTCOMES)[number];

/** The identity documents the photo step accepts. */
export const IDENTITY_DOCUMENT_TYPES = ['RG', 'CNH'] as const;

/** A holder (or a company's representative) must be of age: Código Civil, art. 5º. */
export const MINIMUM_HOLDER_AGE = 18;
/** Older than this is taken as a typing mistake. */
const MAXIMUM_HOLDER_AGE = 120;

/** Full years between `birth` and `today` (both São Paulo days). */
export function ageOn(birth: CalendarDate, today: CalendarDate): number {
  const [by, bm, bd] = birth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/**
 * Why a date of birth is refused on `today`, or null: not a real day or in the future
 * (DATE_INVALID), under 18 (UNDER_18), or implausibly old (DATE_INVALID).
 */
export function birthDateProblem(
  birth: string,
  today: CalendarDate,
): 'DATE_INVALID' | 'UNDER_18' | null {
  if (!isCalendarDate(birth) || birth > today) return 'DATE_INVALID';
  const age = ageOn(birth, today);
  if (age > MAXIMUM_HOLDER_AGE) return 'DATE_INVALID';
  return age < MINIMUM_HOLDER_AGE ? 'UNDER_18' : null;
}

/** The last birth date that is of age on `today` (for a date picker's maximum). */
export function latestAdultBirthDate(today: CalendarDate): CalendarDate {
  const year = String(Number(today.slice(0, 4)) - MINIMUM_HOLDER_AGE).padStart(4, '0');
  const candidate = `${year}-${today.slice(5)}`;
  // Today is 29 February and that year had none: of age since the 28th.
  return isCalendarDate(candidate) ? candidate : `${year}-02-28`;
}
