import { ACCOUNT_STATUS_NAMES, type AccountStatusName } from './accountStatus';

/**
 * Every status a holder can be shown, and what each means for them: one table for the web's
 * `/status` page and any other channel (docs/product/account-status.md): every status the server
 * has, REJECTED (an account opening the analysis refused) among them.
 */
export const GUIDED_STATUS_NAMES = ACCOUNT_STATUS_NAMES;

export type GuidedStatusName = AccountStatusName;

export interface StatusGuide {
  /** How the status reads at a glance. */
  tone: 'positive' | 'warning' | 'negative' | 'neutral';
  /**
   * What the holder can still do meanwhile: everything, consult mode (sign in, see balance,
   * statements and receipts, move no money), or nothing in the app (support only).
   */
  access: 'full' | 'consult' | 'none';
  /** The next step's button: where it happens, or waiting (no button but the others). */
  action: 'home' | 'activate' | 'verifyIdentity' | 'contact' | 'wait';
  /** How long the next step usually takes, as the page says it. */
  expected: 'now' | 'minutes' | 'twoBusinessDays' | 'oneBusinessDay' | 'none';
}

export const ACCOUNT_STATUS_GUIDE: Readonly<Record<GuidedStatusName, StatusGuide>> = Object.freeze({
  ACTIVE: { tone: 'positive', access: 'full', action: 'home', expected: 'now' },
  // Finishing activation (data, address, password, PIN, device) takes the holder minutes.
  PENDING_ACTIVATION: {
    tone: 'warning',
    access: 'consult',
    action: 'activate',
    expected: 'minutes',
  },
  // The bank's analysis: the holder waits for the e-mail.
  IN_ANALYSIS: { tone: 'warning', access: 'consult', action: 'wait', expected: 'twoBusinessDays' },
  // PIN attempts exceeded: the identity check again, then a new PIN.
  REMAKE_KYC: { tone: 'warning', access: 'consult', action: 'verifyIdentity', expected: 'minutes' },
  BLOCKED: { tone: 'negative', access: 'consult', action: 'contact', expected: 'oneBusinessDay' },
  CLOSED: { tone: 'neutral', access: 'none', action: 'contact', expected: 'none' },
  REJECTED: { tone: 'negative', access: 'none', action: 'contact', expected: 'none' },
});

/** What a status the page does not know gets: nothing promised, support to ask. */
export const UNKNOWN_STATUS_GUIDE: StatusGuide = Object.freeze({
  tone: 'neutral',
  access: 'consult',
  action: 'contact',
  expected: 'none',
});

export function isGuidedStatusName(value: unknown): value is GuidedStatusName {
  return typeof value === 'string' && (GUIDED_STATUS_NAMES as readonly string[]).includes(value);
}

/** The guide of a status name as it arrives (a URL, a stored answer); unknown ones get the safe one. */
export function statusGuide(name: string | null | undefined): StatusGuide {
  return isGuidedStatusName(name) ? ACCOUNT_STATUS_GUIDE[name] : UNKNOWN_STATUS_GUIDE;
}
