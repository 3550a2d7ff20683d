/**
 * Check digits of boletos (FEBRABAN / Banco Central). All functions take a string of ASCII digits
 * and walk it from the right, as the specifications describe.
 */

/**
 * Módulo 10: weights 2, 1, 2, 1… from the right; products above 9 contribute the sum of their
 * digits; the digit is what is missing to the next multiple of 10 (0 when the sum is one).
 * Used by the bank line's fields 1–3 and by collection boletos whose value identifier is 6 or 7.
 */
export function mod10(digits: string): number {
  let sum = 0;
  for (let i = digits.length - 1, weight = 2; i >= 0; i--, weight = weight === 2 ? 1 : 2) {
    const product = (digits.charCodeAt(i) - 48) * weight;
    sum += product > 9 ? product - 9 : product;
  }
  return (10 - (sum % 10)) % 10;
}

/** Sum of the digits weighted 2, 3, …, 9, 2, 3, … from the right, modulo 11. */
export function mod11Remainder(digits: string): number {
  let sum = 0;
  for (let i = digits.length - 1, weight = 2; i >= 0; i--, weight = weight === 9 ? 2 : weight + 1) {
    sum += (digits.charCodeAt(i) - 48) * weight;
  }
  return sum % 11;
}

/**
 * General check digit of a bank barcode (position 5), Carta-Circular BCB 2.926/2000 and the
 * FEBRABAN cobrança layout: 11 − remainder, and 1 when that is 0, 10 or 11 (so it is never 0).
 */
export function bankMod11(digits: string): number {
  const digit = 11 - mod11Remainder(digits);
  return digit === 0 || digit === 10 || digit === 11 ? 1 : digit;
}

/**
 * Módulo 11 of collection (arrecadação) boletos whose value identifier is 8 or 9, for the
 * general digit and for each block of the line. FEBRABAN "Layout Padrão de Arrecadação/Recebimento
 * com Utilização do Código de Barras" (v4, §10, unchanged in later versions): "quando o resto da
 * divisão for igual a 0 ou 1, atribui-se ao DV o dígito 0, e quando for 10, atribui-se ao DV o
 * dígito 1" — remainder 10 gives 11 − 10 = 1, so only remainders 0 and 1 are special (→ 0).
 * The same rule is in @brazilian-utils/brazilian-utils (variant `arrecadacao`) and in
 * boleto-brasileiro-validator (`modulo11Arrecadacao`).
 */
export function collectionMod11(digits: string): number {
  const remainder = mod11Remainder(digits);
  return remainder <= 1 ? 0 : 11 - remainder;
}
