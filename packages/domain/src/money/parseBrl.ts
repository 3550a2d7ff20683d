import type { Cents } from './cents';

/**
 * An amount in Brazilian notation: optional '-', optional 'R$', digits grouped by '.' in
 * thousands (or not grouped at all), optional ',' with one or two decimals.
 */
const BRL_AMOUNT = /^(-)?\s*(?:R\$\s*)?(-)?\s*(\d{1,3}(?:\.\d{3})+|\d+)(?:,(\d{1,2}))?$/;

/**
 * Parses a typed amount into centavos: '1.234,56', 'R$ 1.234,56', '1234,5', '0,01', '1234',
 * '-R$ 10,00'. Returns null for anything else: garbage, a '.' that is not a thousands
 * separator ('12.34' could be an American 12.34, so it is refused rather than guessed),
 * more than two decimals, two signs, or an amount beyond exact integers.
 * Pure string-to-integer work: no floating point ever touches the amount.
 */
export function parseBrl(input: string): Cents | null {
  if (typeof input !== 'string') return null;
  const match = BRL_AMOUNT.exec(input.trim());
  if (!match) return null;
  const [, signBefore, signAfter, integerPart = '', decimals = ''] = match;
  if (signBefore && signAfter) return null;
  const cents = Number(integerPart.replaceAll('.', '') + decimals.padEnd(2, '0'));
  if (!Number.isSafeInteger(cents)) return null;
  // `0 - 0` would be -0; money has no negative zero.
  return (signBefore ?? signAfter) && cents !== 0 ? -cents : cents;
}
