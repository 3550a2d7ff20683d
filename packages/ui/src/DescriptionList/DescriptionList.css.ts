import { style } from '@vanilla-extract/css';
import { vars } from '../theme';

export const list = style({
  display: 'grid',
  // A term takes what it needs up to half the width, then wraps between words: on a phone a long
  // one ("Segunda via do cartão de débito") left its value a column too narrow for a word.
  gridTemplateColumns: 'fit-content(50%) minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

/** A dt/dd pair grouped for the markup, laid out by the list's grid. */
export const row = style({ display: 'contents' });

export const term = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const definition = style({ margin: 0, overflowWrap: 'anywhere' });
