import type { Cents } from '@ipe/domain';

/** 15 digits (R$ 9.999.999.999.999,99) stays well inside the integers JavaScript holds exactly. */
export const MAX_MONEY_DIGITS = 15;

/**
 * Reads what is in a money input the way Brazilian bank apps do: the digits, right to left, are
 * centavos. "R$ 0,01" + "2" → "R$ 0,012" → 12 (R$ 0,12); deleting the last digit divides by ten.
 * Answers null when no digit is left (the field was emptied), `undefined` when the text cannot be
 * an amount (too many digits), so the caller keeps the previous value.
 */
export function centsFromTyping(text: string): Cents | null | undefined {
  const digits = text.replace(/\D/g, '');
  if (digits === '') return null;
  const significant = digits.replace(/^0+(?=\d)/, '');
  if (significant.length > MAX_MONEY_DIGITS) return undefined;
  return Number(significant);
}
