const SEPARATORS = /[\s./-]+/g;

/**
 * A CNPJ as 14 characters: 12 of [0-9A-Z] (the alphanumeric CNPJ, in force since July 2026,
 * keeps the numeric ones valid) and 2 numeric check digits; separators only between the
 * 2-3-3-4-2 groups. Checked after upper-casing, so letters may be typed in lower case.
 */
const CNPJ_SHAPE =
  /^[0-9A-Z]{2}[\s./-]*[0-9A-Z]{3}[\s./-]*[0-9A-Z]{3}[\s./-]*[0-9A-Z]{4}[\s./-]*\d{2}$/;

/** Strips separators and upper-cases: '12.abc.345/01de-35' → '12ABC34501DE35'. Does not validate. */
export function normalizeCnpj(input: string): string {
  return input.replace(SEPARATORS, '').toUpperCase();
}

const FIRST_WEIGHTS = [5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];
const SECOND_WEIGHTS = [6, 5, 4, 3, 2, 9, 8, 7, 6, 5, 4, 3, 2];

/**
 * Mod-11 check digit of the Receita Federal: each character is worth its ASCII code minus 48
 * ('0'→0 … '9'→9, 'A'→17 … 'Z'→42), weights 2..9 cycling from the right.
 */
function cnpjCheckDigit(base: string, weights: readonly number[]): number {
  let sum = 0;
  for (let index = 0; index < weights.length; index += 1) {
    sum += (base.charCodeAt(index) - 48) * (weights[index] ?? 0);
  }
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/**
 * A valid CNPJ, numeric or alphanumeric, bare or masked: right shape, both check digits right,
 * and not one character repeated 14 times (00.000.000/0000-00 passes the checksum).
 */
export function isValidCnpj(input: string): boolean {
  if (typeof input !== 'string') return false;
  const trimmed = input.trim().toUpperCase();
  if (!CNPJ_SHAPE.test(trimmed)) return false;
  const cnpj = normalizeCnpj(trimmed);
  if (/^(.)\1{13}$/.test(cnpj)) return false;
  return (
    cnpjCheckDigit(cnpj, FIRST_WEIGHTS) === Number(cnpj[12]) &&
    cnpjCheckDigit(cnpj, SECOND_WEIGHTS) === Number(cnpj[13])
  );
}

/**
 * Masks a CNPJ as far as it goes: '12ABC34501DE35' → '12.ABC.345/01DE-35'.
 * Keeps [0-9A-Z] only (upper-cased), at most 14 of them.
 */
export function formatCnpj(input: string): string {
  const chars = input
    .toUpperCase()
    .replace(/[^0-9A-Z]/g, '')
    .slice(0, 14);
  let out = chars.slice(0, 2);
  if (chars.length > 2) out += `.${chars.slice(2, 5)}`;
  if (chars.length > 5) out += `.${chars.slice(5, 8)}`;
  if (chars.length > 8) out += `/${chars.slice(8, 12)}`;
  if (chars.length > 12) out += `-${chars.slice(12)}`;
  return out;
}
