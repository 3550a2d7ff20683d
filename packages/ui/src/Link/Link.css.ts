import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '../theme';

export const link = style({
  color: vars.color.brandText,
  fontWeight: vars.font.weight.medium,
  textDecorationLine: 'underline',
  textDecorationThickness: vars.border.width,
  textUnderlineOffset: vars.space.xxs,
  borderRadius: vars.radius.sm,
  cursor: 'pointer',
  selectors: {
    '&:hover': { textDecorationThickness: vars.border.thick },
    '&:focus-visible': focusRing,
  },
});

/** The product's name in a header: the surrounding colour and size, no underline. */
export const plain = style({
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': focusRing },
});
