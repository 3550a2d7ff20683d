import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '../theme';

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  alignItems: 'start',
  fontFamily: vars.font.family,
  color: vars.color.text,
});

export const box = style({
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
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface,
  color: vars.color.onBrand,
  cursor: 'pointer',
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.fast,
  selectors: {
    '&:focus-visible': focusRing,
    '&[data-state="checked"], &[data-state="indeterminate"]': {
      backgroundColor: vars.color.brand,
      borderColor: vars.color.brand,
    },
    '&[aria-invalid="true"]': { borderColor: vars.color.negativeText },
    '&[data-disabled]': {
      cursor: 'not-allowed',
      backgroundColor: vars.color.surfaceMuted,
      borderColor: vars.color.border,
      color: vars.color.textMuted,
    },
  },
});

export const indicator = style({
  display: 'inline-flex',
  width: vars.size.iconSm,
  height: vars.size.iconSm,
});

export const label = style({
  alignSelf: 'center',
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  cursor: 'pointer',
  selectors: {
    [`${row}:has([data-disabled]) &`]: { cursor: 'not-allowed', color: vars.color.textMuted },
  },
});

export const description = style({
  gridColumn: 2,
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const error = style({ gridColumn: '1 / -1' });
