import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '../theme';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  fontFamily: vars.font.family,
  color: vars.color.text,
});

export const list = style({
  display: 'flex',
  gap: vars.space.xxs,
  overflowX: 'auto',
  borderBlockEnd: `${vars.border.width} solid ${vars.color.border}`,
  scrollbarWidth: 'none',
});

export const tab = style({
  all: 'unset',
  boxSizing: 'border-box',
  position: 'relative',
  flexShrink: 0,
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.md,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  color: vars.color.textMuted,
  cursor: 'pointer',
  whiteSpace: 'nowrap',
  borderRadius: `${vars.radius.md} ${vars.radius.md} 0 0`,
  transitionProperty: 'color, background-color',
  transitionDuration: vars.motion.fast,
  selectors: {
    '&:hover': { color: vars.color.text, backgroundColor: vars.color.surfaceMuted },
    '&:focus-visible': { ...focusRing, outlineOffset: `calc(-1 * ${vars.focus.width})` },
    // The selected tab is marked by weight and a bar, not by colour alone.
    '&[data-state="active"]': {
      color: vars.color.brandText,
      fontWeight: vars.font.weight.semibold,
    },
    '&[data-state="active"]::after': {
      content: '""',
      position: 'absolute',
      insetInline: 0,
      insetBlockEnd: `calc(-1 * ${vars.border.width})`,
      height: vars.border.thick,
      backgroundColor: vars.color.brandText,
    },
    '&[data-disabled]': {
      cursor: 'not-allowed',
      color: vars.color.textMuted,
      backgroundColor: 'transparent',
    },
  },
});

export const panel = style({
  borderRadius: vars.radius.sm,
  selectors: { '&:focus-visible': focusRing },
});
