import type { NewPasswordProblem } from './messages';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

/**
 * Shorter pieces are left out of the "contains your e-mail/name" checks: refusing every password
 * with "ana" or "li" in it would refuse good passwords and protect nothing.
 */
const MIN_EMAIL_PART = 3;
const MIN_NAME_WORD = 4;

export type NewPasswordCheck = { ok: true } | { ok: false; code: NewPasswordProblem };

export interface NewPasswordContext {
  /** The account's e-mail: its local part (before the @) may not be in the password. */
  email?: string | null | undefined;
  /** The person's name: none of its words (4 letters or more) may be in the password. */
  name?: string | null | undefined;
}

/** Lowercase without accents, so "JOSÉ" and "jose" are the same word. */
function fold(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

function refuse(code: NewPasswordProblem): NewPasswordCheck {
  return { ok: false, code };
}

/**
 * The rule for a password someone chooses (reset, change, accepting an invitation): 8 to 128
 * characters (counted as people see them: "ç" is one), at least one letter and one digit, and not
 * the person's own e-mail or name inside it (case and accents ignored). Sign-in never runs it:
 * passwords chosen before a rule changes keep working. Never throws.
 */
export function checkNewPassword(
  password: string,
  context: NewPasswordContext = {},
): NewPasswordCheck {
  if (typeof password !== 'string') return refuse('too_short');
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) return refuse('too_short');
  if (length > PASSWORD_MAX_LENGTH) return refuse('too_long');
  if (!/\p{L}/u.test(password) || !/[0-9]/.test(password)) return refuse('needs_letter_and_digit');

  const folded = fold(password);
  const email = typeof context.email === 'string' ? context.email.trim() : '';
  const at = email.lastIndexOf('@');
  const local = fold(at >= 0 ? email.slice(0, at) : email);
  if (local.length >= MIN_EMAIL_PART && folded.includes(local)) return refuse('contains_email');

  const name = typeof context.name === 'string' ? fold(context.name) : '';
  const words = name.split(/[^\p{L}\p{N}]+/u).filter((word) => word.length >= MIN_NAME_WORD);
  if (words.some((word) => folded.includes(word))) return refuse('contains_name');
  return { ok: true };
}
