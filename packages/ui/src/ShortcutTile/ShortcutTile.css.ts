import { style } from '@vanilla-extract/css';
import { vars } from '../theme';

export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  width: '100%',
  height: '100%',
  boxSizing: 'border-box',
  minHeight: vars.size.controlLg,
  padding: vars.space.sm,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  textAlign: 'center',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceMuted },
    '&:focus-visible': {
      outline: `${vars.focus.width} solid ${vars.color.focus}`,
      outlineOffset: vars.focus.offset,
    },
    '&[aria-disabled="true"]': { cursor: 'not-allowed', color: vars.color.textMuted },
  },
});

export const icon = style({
  display: 'inline-flex',
  width: vars.size.iconLg,
  height: vars.size.iconLg,
  color: vars.color.brandText,
  selectors: { [`${tile}[aria-disabled="true"] &`]: { color: vars.color.textMuted } },
});
