import { recipe } from '@vanilla-extract/recipes';
import { focusRing, vars } from '../theme';

const enabled = '&:not(:disabled):not([aria-disabled="true"])';

export const iconButton = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    boxSizing: 'border-box',
    margin: 0,
    padding: 0,
    borderWidth: vars.border.width,
    borderStyle: 'solid',
    borderColor: 'transparent',
    borderRadius: vars.radius.full,
    cursor: 'pointer',
    transitionProperty: 'background-color, color',
    transitionDuration: vars.motion.fast,
    transitionTimingFunction: vars.motion.easing,
    selectors: {
      '&:focus-visible': focusRing,
      '&:disabled, &[aria-disabled="true"]': {
        cursor: 'not-allowed',
        color: vars.color.textMuted,
        backgroundColor: vars.color.surfaceMuted,
      },
    },
  },
  variants: {
    variant: {
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.text,
        selectors: { [`${enabled}:hover`]: { backgroundColor: vars.color.surfaceMuted } },
      },
      secondary: {
        backgroundColor: vars.color.surface,
        borderColor: vars.color.borderStrong,
        color: vars.color.brandText,
        selectors: { [`${enabled}:hover`]: { backgroundColor: vars.color.brandSurface } },
      },
      primary: {
        backgroundColor: vars.color.brand,
        color: vars.color.onBrand,
        selectors: { [`${enabled}:hover`]: { backgroundColor: vars.color.brandHover } },
      },
    },
    // Both sizes stay above the 24 px minimum target (WCAG 2.5.8).
    size: {
      sm: { width: vars.size.controlSm, height: vars.size.controlSm },
      md: { width: vars.size.touchTarget, height: vars.size.touchTarget },
    },
  },
  defaultVariants: { variant: 'ghost', size: 'md' },
});

export const glyph = recipe({
  base: { display: 'inline-flex', pointerEvents: 'none' },
  variants: {
    size: {
      sm: { width: vars.size.iconSm, height: vars.size.iconSm },
      md: { width: vars.size.iconMd, height: vars.size.iconMd },
    },
  },
  defaultVariants: { size: 'md' },
});
