/** Separators people and scanners put in boleto codes: dots, dashes and any whitespace. */
const SEPARATORS = /[\s.-]/g;
const DIGITS = /^[0-9]*$/;

/** The digits of a boleto code once separators are dropped; null if anything else is in it. */
export function boletoDigits(input: unknown): string | null {
  if (typeof input !== 'string') return null;
  const digits = input.replace(SEPARATORS, '');
  return DIGITS.test(digits) ? digits : null;
}
