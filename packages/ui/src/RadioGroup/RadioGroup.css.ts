import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '../theme';

export const group = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  selectors: {
    '&[data-orientation="horizontal"]': {
      flexDirection: 'row',
      flexWrap: 'wrap',
      gap: vars.space.lg,
    },
  },
});

export const option = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  alignItems: 'start',
});

export const radio = style({
  all: 'unset',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: vars.size.touchTargetMin,
  height: vars.size.touchTargetMin,
  borderWidth: vars.border.thick,
  borderStyle: 'solid',
  borderColor: vars.color.borderStrong,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface,
  cursor: 'pointer',
  selectors: {
    '&:focus-visible': focusRing,
    '&[data-state="checked"]': { borderColor: vars.color.brand },
    '&[aria-invalid="true"]': { borderColor: vars.color.negativeText },
    '&[data-disabled]': {
      cursor: 'not-allowed',
      backgroundColor: vars.color.surfaceMuted,
      borderColor: vars.color.border,
    },
  },
});

export const dot = style({
  display: 'block',
  width: `calc(${vars.size.touchTargetMin} / 2)`,
  height: `calc(${vars.size.touchTargetMin} / 2)`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.brand,
  selectors: { '&[data-disabled]': { backgroundColor: vars.color.textMuted } },
});

export const label = style({
  alignSelf: 'center',
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  cursor: 'pointer',
  selectors: {
    [`${option}:has([data-disabled]) &`]: { cursor: 'not-allowed', color: vars.color.textMuted },
  },
});

export const description = style({
  gridColumn: 2,
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});
