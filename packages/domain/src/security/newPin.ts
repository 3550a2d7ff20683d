import type { NewPinProblem } from './messages';

export const PIN_LENGTH = 4;

const DIGITS_ONLY = new RegExp(`^[0-9]{${PIN_LENGTH}}$`);

export type NewPinCheck = { ok: true } | { ok: false; code: NewPinProblem };

/**
 * The rule for a PIN someone chooses: exactly 4 digits (0–9), not all the same. Sequences such as
 * 1234 stay allowed (the demo PIN is 1234). Runs on the PIN itself, before encodePin. Never throws.
 */
export function checkNewPin(pin: string): NewPinCheck {
  if (typeof pin !== 'string' || !DIGITS_ONLY.test(pin)) {
    return { ok: false, code: 'not_four_digits' };
  }
  if (/^(\d)\1+$/.test(pin)) {
    return { ok: false, code: 'all_same_digit' };
  }
  return { ok: true };
}
