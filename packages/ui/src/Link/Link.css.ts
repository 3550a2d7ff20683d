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
