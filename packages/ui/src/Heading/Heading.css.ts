import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme';

export const base = style({
  margin: 0,
  // A heading focused by script (a new page's title) is a reading position, not a control.
  selectors: { '&[tabindex="-1"]:focus': { outline: 'none' } },
});

export const level = styleVariants({
  1: {
    fontSize: vars.font.size.xl,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
  },
  2: { fontSize: vars.font.size.md, fontWeight: vars.font.weight.semibold },
  3: { fontSize: vars.font.size.sm, fontWeight: vars.font.weight.semibold },
});
