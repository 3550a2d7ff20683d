import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '../theme';

export const nav = style({
  width: '100%',
  maxWidth: vars.size.readableWidth,
  marginInline: 'auto',
  marginBlockEnd: vars.space.md,
  overflowX: 'auto',
});

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderBottom: `${vars.border.width} solid ${vars.color.border}`,
});

export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.md,
  color: vars.color.textMuted,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  borderBottom: `${vars.border.thick} solid transparent`,
  whiteSpace: 'nowrap',
  selectors: {
    '&:hover': { color: vars.color.text },
    '&[aria-current="page"]': {
      color: vars.color.brandText,
      borderBottomColor: vars.color.brand,
      fontWeight: vars.font.weight.semibold,
    },
    '&:focus-visible': focusRing,
  },
});
