import { style } from '@vanilla-extract/css';
import { vars } from '../theme';

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'max-content minmax(0, 1fr)',
  gap: `${vars.space.xs} ${vars.space.md}`,
  margin: 0,
});

/** A dt/dd pair grouped for the markup, laid out by the list's grid. */
export const row = style({ display: 'contents' });

export const term = style({ color: vars.color.textMuted, fontSize: vars.font.size.sm });

export const definition = style({ margin: 0, overflowWrap: 'anywhere' });
