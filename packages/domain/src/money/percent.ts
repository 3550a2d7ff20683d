import { DEFAULT_LOCALE } from '../clientState/locale';
import { madeOnFirstUse } from '../text/madeOnFirstUse';

/** Hundredths of a percent (200 = 2 %): shares travel as integers, as money does. */
export type BasisPoints = number;

const PERCENT = madeOnFirstUse(
  () =>
    new Intl.NumberFormat(DEFAULT_LOCALE, {
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    }),
);

/** 250 → '2,50%'. */
export function formatBasisPoints(bps: BasisPoints): string {
  if (!Number.isSafeInteger(bps)) {
    throw new RangeError(`formatBasisPoints needs whole basis points, got ${String(bps)}`);
  }
  return `${PERCENT().format(bps / 100)}%`;
}

/** '2,5', '2,50 %' or '2.5' → 250; null when the text is no share with at most two decimals. */
export function parseBasisPoints(text: string): BasisPoints | null {
  const match = /^\s*(\d{1,7})(?:[,.](\d{1,2}))?\s*%?\s*$/.exec(text);
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}
