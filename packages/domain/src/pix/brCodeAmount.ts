import type { Cents } from '../money';

/** Field 54 holds at most 13 characters: up to 10 digits of reais, '.', 2 of centavos. */
const MAX_AMOUNT_LENGTH = 13;
/** What we read in field 54: digits, optionally '.' and one or two decimals ('10', '10.5', '10.50'). */
const AMOUNT = /^(\d+)(?:\.(\d{1,2}))?$/;

/**
 * Field 54 from whole centavos: 1050 → '10.50', 5 → '0.05'. Built from the digits of the
 * integer, never by dividing a float.
 * @throws RangeError when `cents` is not a positive safe integer or does not fit 13 characters.
 */
export function formatBrCodeAmount(cents: Cents): string {
  if (!Number.isSafeInteger(cents) || cents <= 0) {
    throw new RangeError(
      `amountCents must be a positive whole number of centavos, got ${String(cents)}`,
    );
  }
  const digits = String(cents).padStart(3, '0');
  const amount = `${digits.slice(0, -2)}.${digits.slice(-2)}`;
  if (amount.length > MAX_AMOUNT_LENGTH) {
    throw new RangeError(`amountCents ${cents} does not fit the 13 characters of BR Code field 54`);
  }
  return amount;
}

/** Centavos of a field-54 value ('10.5' → 1050), or null when it is not an amount. */
export function readBrCodeAmount(value: string): Cents | null {
  const match = AMOUNT.exec(value);
  if (!match || value.length > MAX_AMOUNT_LENGTH) return null;
  const [, reais = '', decimals = ''] = match;
  return Number(reais + decimals.padEnd(2, '0'));
}
