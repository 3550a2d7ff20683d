import { style } from '@vanilla-extract/css';
import { vars } from '../theme';

const focusVisible = {
  outline: `${vars.focus.width} solid ${vars.color.focus}`,
  outlineOffset: vars.focus.offset,
};

export const balanceCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.sm,
  border: `${vars.border.width} solid ${vars.color.border}`,
  fontFamily: vars.font.family,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.textMuted,
});

export const toggle = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: vars.size.touchTarget,
  minHeight: vars.size.touchTarget,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover:not(:disabled)': { backgroundColor: vars.color.surfaceMuted },
    '&:focus-visible': focusVisible,
    '&:disabled': { cursor: 'not-allowed', opacity: 0.5 },
  },
});

export const icon = style({
  width: vars.size.iconMd,
  height: vars.size.iconMd,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
});

export const valueRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  minHeight: vars.size.touchTarget,
  overflowWrap: 'anywhere',
});

export const valueSkeleton = style({ height: vars.font.size.xxl });

export const errorMessage = style({
  margin: 0,
  color: vars.color.negativeText,
  fontWeight: vars.font.weight.semibold,
});

export const actionButton = style({
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.md,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.md,
  background: 'transparent',
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceMuted },
    '&:focus-visible': focusVisible,
  },
});
