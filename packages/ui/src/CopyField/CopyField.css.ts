import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme';

export const copyField = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'center',
  gap: vars.space.xs,
  columnGap: vars.space.sm,
  fontFamily: vars.font.family,
  color: vars.color.text,
});

export const label = style({
  gridColumn: '1 / -1',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});

export const value = style({
  minWidth: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surfaceMuted,
  // Inter, shipped with the app, so the code looks (and screenshots) the same everywhere.
  fontFamily: vars.font.family,
  fontVariantNumeric: 'tabular-nums',
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.normal,
  wordBreak: 'break-all',
});

export const button = style({
  minHeight: vars.size.touchTarget,
  minWidth: vars.size.touchTarget,
  paddingInline: vars.space.md,
  border: 'none',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.brand,
  color: vars.color.onBrand,
  fontFamily: 'inherit',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.brandHover },
    '&:focus-visible': {
      outline: `${vars.focus.width} solid ${vars.color.focus}`,
      outlineOffset: vars.focus.offset,
    },
  },
});

export const status = recipe({
  base: { gridColumn: '1 / -1', fontSize: vars.font.size.xs, minHeight: '1lh' },
  variants: {
    failed: {
      true: { color: vars.color.negativeText },
      false: { color: vars.color.positiveText },
    },
  },
});
