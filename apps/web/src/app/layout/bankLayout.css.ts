import { style } from '@vanilla-extract/css';
import { vars } from '@ipe/ui';

export const brand = style({
  color: 'inherit',
  textDecoration: 'none',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:focus-visible': { outline: `${vars.focus.width} solid ${vars.color.focus}` },
  },
});

export const actions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
});
