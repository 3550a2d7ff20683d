import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '../theme';

export const cells = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
});

export const cell = style({
  boxSizing: 'border-box',
  width: vars.size.pinCell,
  height: vars.size.pinCell,
  margin: 0,
  padding: 0,
  borderWidth: vars.border.width,
  borderStyle: 'solid',
  borderColor: vars.color.borderStrong,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.semibold,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'center',
  caretColor: vars.color.brand,
  transitionProperty: 'border-color',
  transitionDuration: vars.motion.fast,
  selectors: {
    '&:focus-visible': { ...focusRing, borderColor: vars.color.brand },
    '&[aria-invalid="true"]': {
      borderColor: vars.color.negativeText,
      boxShadow: `inset 0 0 0 ${vars.border.width} ${vars.color.negativeText}`,
    },
    '&:disabled': {
      cursor: 'not-allowed',
      backgroundColor: vars.color.surfaceMuted,
      borderColor: vars.color.border,
      color: vars.color.textMuted,
    },
  },
});
