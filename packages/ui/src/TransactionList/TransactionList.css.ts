import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme';

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  fontFamily: vars.font.family,
  color: vars.color.text,
});

export const day = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const dayHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.xs,
});

export const dayBalance = style({
  margin: 0,
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
});

export const dayHeading = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.textMuted,
});

export const items = style({
  listStyle: 'none',
  margin: 0,
  padding: 0,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  border: `${vars.border.width} solid ${vars.color.border}`,
  overflow: 'hidden',
});

export const item = style({
  selectors: {
    '& + &': { borderTop: `${vars.border.width} solid ${vars.color.border}` },
  },
});

export const itemButton = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  boxSizing: 'border-box',
  width: '100%',
  minHeight: vars.size.touchTarget,
  padding: vars.space.md,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  font: 'inherit',
  textAlign: 'start',
  selectors: {
    'button&, a&': { cursor: 'pointer', textDecoration: 'none' },
    'button&:hover, a&:hover': { backgroundColor: vars.color.surfaceMuted },
    'button&:focus-visible, a&:focus-visible': {
      outline: `${vars.focus.width} solid ${vars.color.focus}`,
      outlineOffset: `calc(-1 * ${vars.focus.width})`,
    },
  },
});

export const directionMark = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: vars.size.avatarSm,
    height: vars.size.avatarSm,
    borderRadius: vars.radius.full,
    fontWeight: vars.font.weight.bold,
    fontSize: vars.font.size.md,
  },
  variants: {
    direction: {
      credit: { backgroundColor: vars.color.positiveSurface, color: vars.color.onPositiveSurface },
      debit: { backgroundColor: vars.color.surfaceMuted, color: vars.color.text },
    },
  },
});

export const description = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minWidth: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  overflowWrap: 'anywhere',
});

export const detail = style({
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.regular,
  color: vars.color.textMuted,
});

export const meta = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  flexShrink: 0,
  fontSize: vars.font.size.sm,
});

export const time = style({ fontSize: vars.font.size.xs, color: vars.color.textMuted });

export const skeletonRow = style({
  display: 'flex',
  justifyContent: 'space-between',
  gap: vars.space.md,
  padding: vars.space.md,
});
