/** Separators people type inside documents: spaces, dots, hyphens and slashes. */
const SEPARATORS = /[\s./-]+/g;

/** A CPF written as 11 digits, with separators allowed only between its 3-3-3-2 groups. */
const CPF_SHAPE = /^\d{3}[\s./-]*\d{3}[\s./-]*\d{3}[\s./-]*\d{2}$/;

/** Strips separators: '529.982.247-25' → '52998224725'. Does not validate. */
export function normalizeCpf(input: string): string {
  return input.replace(SEPARATORS, '').toUpperCase();
}

/** Mod-11 check digit of the Receita Federal over `digits`, weights counting down to 2. */
function cpfCheckDigit(digits: string): number {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    sum += Number(digits[index]) * (digits.length + 1 - index);
  }
  const rest = sum % 11;
  return rest < 2 ? 0 : 11 - rest;
}

/** The CPF whose first nine digits are `base`, its two check digits worked out (test data). */
export function completeCpf(base: string): string {
  const first = base + String(cpfCheckDigit(base));
  return first + String(cpfCheckDigit(first));
}

/**
 * A valid CPF: 11 digits (bare or masked), both check digits right, and not one digit repeated
 * (000.000.000-00 … 999.999.999-99 pass the checksum but are not CPFs).
 */
export function isValidCpf(input: string): boolean {
  if (typeof input !== 'string') return false;
  const trimmed = input.trim();
  if (!CPF_SHAPE.test(trimmed)) return false;
  const cpf = normalizeCpf(trimmed);
  if (/^(\d)\1{10}$/.test(cpf)) return false;
  return (
    cpfCheckDigit(cpf.slice(0, 9)) === Number(cpf[9]) &&
    cpfCheckDigit(cpf.slice(0, 10)) === Number(cpf[10])
  );
}

/**
 * Masks a CPF as far as it goes, so it also serves while typing:
 * '52998224725' → '529.982.247-25', '5299' → '529.9'. Non-digits are dropped, extra digits too.
 */
export function formatCpf(input: string): string {
  const digits = input.replace(/\D/g, '').slice(0, 11);
  return [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6, 9)]
    .filter((group) => group !== '')
    .join('.')
    .concat(digits.length > 9 ? `-${digits.slice(9)}` : '');
}

/**
 * A CPF as Pix shows a recipient's: the middle six digits only (`***.456.789-**`), enough to
 * confirm the right person without exposing the number. A company's CNPJ is public and shown whole.
 */
export function maskCpf(input: string): string {
  const digits = normalizeCpf(input);
  return `***.${digits.slice(3, 6)}.${digits.slice(6, 9)}-**`;
}
