import { DEFAULT_LOCALE } from '../clientState/locale';
import { madeOnFirstUse } from '../text/madeOnFirstUse';
import type { Cents } from './cents';

const BRL = madeOnFirstUse(
  () => new Intl.NumberFormat(DEFAULT_LOCALE, { style: 'currency', currency: 'BRL' }),
);

/** Keeps 'R$' on the same line as its amount wherever the text wraps, as Intl writes it. */
const NO_BREAK_SPACE = '\u00a0';

/**
 * Formats centavos as Brazilian reais: 123456 → 'R$ 1.234,56', -500 → '-R$ 5,00', with a
 * no-break space after 'R$' so an amount inside a line of text never breaks in two on a narrow
 * screen (ICU versions write U+00A0 or U+202F; we always write U+00A0, and parseBrl reads both
 * and a plain space). The amount is handed to Intl as a decimal string built from the integer,
 * so no float division ever happens.
 * @throws RangeError when `cents` is not a safe integer.
 */
export function formatBrl(cents: Cents): string {
  if (!Number.isSafeInteger(cents)) {
    throw new RangeError(`formatBrl needs whole centavos, got ${String(cents)}`);
  }
  const digits = String(Math.abs(cents)).padStart(3, '0');
  const decimal = `${cents < 0 ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
  return BRL()
    .format(decimal as Intl.StringNumericLiteral)
    .replace(/\u202f/g, NO_BREAK_SPACE);
}
