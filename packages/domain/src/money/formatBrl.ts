import { DEFAULT_LOCALE } from '../clientState/locale';
import type { Cents } from './cents';

const BRL = new Intl.NumberFormat(DEFAULT_LOCALE, { style: 'currency', currency: 'BRL' });

/**
 * Formats centavos as Brazilian reais: 123456 → 'R$ 1.234,56', -500 → '-R$ 5,00'.
 * Intl puts a no-break space after 'R$'; we write a plain space so the text matches what people
 * type, search and compare (and parseBrl reads both). The amount is handed to Intl as a decimal
 * string built from the integer, so no float division ever happens.
 * @throws RangeError when `cents` is not a safe integer.
 */
export function formatBrl(cents: Cents): string {
  if (!Number.isSafeInteger(cents)) {
    throw new RangeError(`formatBrl needs whole centavos, got ${String(cents)}`);
  }
  const digits = String(Math.abs(cents)).padStart(3, '0');
  const decimal = `${cents < 0 ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
  return BRL.format(decimal as Intl.StringNumericLiteral).replace(/[\u00a0\u202f]/g, ' ');
}
