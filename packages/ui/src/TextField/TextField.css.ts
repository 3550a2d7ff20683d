import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '../theme';

/** The visible box: border, adornments and the input. Focus ring drawn here, around everything. */
export const control = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  boxSizing: 'border-box',
  minHeight: vars.size.touchTarget,
  paddingInline: vars.space.sm,
  borderWidth: vars.border.width,
  borderStyle: 'solid',
  borderColor: vars.color.borderStrong,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  transitionProperty: 'border-color, box-shadow',
  transitionDuration: vars.motion.fast,
  selectors: {
    '&:has(input:focus-visible)': focusRing,
    '&:has(input[aria-invalid="true"])': {
      borderColor: vars.color.negativeText,
      boxShadow: `inset 0 0 0 ${vars.border.width} ${vars.color.negativeText}`,
    },
    '&:has(input:disabled)': {
      backgroundColor: vars.color.surfaceMuted,
      borderColor: vars.color.border,
      color: vars.color.textMuted,
      cursor: 'not-allowed',
    },
  },
});

export const input = style({
  flex: 1,
  minWidth: 0,
  boxSizing: 'border-box',
  minHeight: vars.size.touchTarget,
  margin: 0,
  padding: 0,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  fontFamily: vars.font.family,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.textMuted, opacity: 1 },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const adornment = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexShrink: 0,
  color: vars.color.textMuted,
  fontSize: vars.font.size.md,
});

/** Amounts and document numbers: digits line up and do not jump while typing. */
export const numeric = style({ fontVariantNumeric: 'tabular-nums' });
