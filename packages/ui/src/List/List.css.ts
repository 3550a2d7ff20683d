import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '../theme';

export const list = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  fontFamily: vars.font.family,
  color: vars.color.text,
});

export const item = style({
  selectors: {
    [`${list} > &:not(:last-child)`]: {
      borderBlockEnd: `${vars.border.width} solid ${vars.color.border}`,
    },
  },
});

export const row = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  width: '100%',
  minHeight: vars.size.touchTarget,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  fontFamily: vars.font.family,
  color: vars.color.text,
});

export const interactive = style({
  cursor: 'pointer',
  transitionProperty: 'background-color',
  transitionDuration: vars.motion.fast,
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceMuted },
    '&:focus-visible': { ...focusRing, outlineOffset: `calc(-1 * ${vars.focus.width})` },
    '&:disabled': { cursor: 'not-allowed', color: vars.color.textMuted },
  },
});

export const leading = style({
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  justifyContent: 'center',
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: 1,
  minWidth: 0,
});

export const title = style({
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const description = style({
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.textMuted,
  overflowWrap: 'anywhere',
});

export const trailing = style({
  display: 'inline-flex',
  flexShrink: 0,
  alignItems: 'center',
  gap: vars.space.xs,
  textAlign: 'end',
  fontVariantNumeric: 'tabular-nums',
});

export const chevron = style({
  display: 'inline-flex',
  width: vars.size.iconSm,
  height: vars.size.iconSm,
  color: vars.color.textMuted,
});
