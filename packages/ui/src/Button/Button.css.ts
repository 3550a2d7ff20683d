import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { focusRing, vars } from '../theme';

const enabled = '&:not(:disabled):not([aria-disabled="true"])';

export const button = recipe({
  base: {
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: vars.space.xs,
    boxSizing: 'border-box',
    minWidth: vars.size.touchTargetMin,
    margin: 0,
    borderWidth: vars.border.width,
    borderStyle: 'solid',
    borderColor: 'transparent',
    borderRadius: vars.radius.md,
    fontFamily: vars.font.family,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    textAlign: 'center',
    textDecoration: 'none',
    cursor: 'pointer',
    transitionProperty: 'background-color, border-color, color',
    transitionDuration: vars.motion.fast,
    transitionTimingFunction: vars.motion.easing,
    selectors: {
      '&:focus-visible': focusRing,
      // Disabled and busy buttons stay readable (AA) but stop looking pressable.
      '&:disabled, &[aria-disabled="true"]': {
        cursor: 'not-allowed',
        backgroundColor: vars.color.surfaceMuted,
        borderColor: vars.color.border,
        color: vars.color.textMuted,
      },
      '&[aria-busy="true"]': { cursor: 'progress' },
    },
  },
  variants: {
    variant: {
      primary: {
        backgroundColor: vars.color.brand,
        color: vars.color.onBrand,
        selectors: { [`${enabled}:hover`]: { backgroundColor: vars.color.brandHover } },
      },
      secondary: {
        backgroundColor: vars.color.surface,
        borderColor: vars.color.borderStrong,
        color: vars.color.brandText,
        selectors: { [`${enabled}:hover`]: { backgroundColor: vars.color.brandSurface } },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.brandText,
        selectors: { [`${enabled}:hover`]: { backgroundColor: vars.color.brandSurface } },
      },
      danger: {
        backgroundColor: vars.color.negative,
        color: vars.color.onNegative,
        selectors: { [`${enabled}:hover`]: { backgroundColor: vars.color.negativeText } },
      },
    },
    size: {
      sm: {
        minHeight: vars.size.controlSm,
        paddingInline: vars.space.sm,
        fontSize: vars.font.size.sm,
      },
      md: {
        minHeight: vars.size.touchTarget,
        paddingInline: vars.space.md,
        fontSize: vars.font.size.md,
      },
      lg: {
        minHeight: vars.size.controlLg,
        paddingInline: vars.space.lg,
        fontSize: vars.font.size.lg,
      },
    },
    fullWidth: {
      true: { display: 'flex', width: '100%' },
      false: {},
    },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof button>>;

/** While loading, the label keeps the button's width and its accessible name but is not painted. */
export const hiddenContent = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  opacity: 0,
});

export const content = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const spinnerSlot = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
});

export const icon = style({
  display: 'inline-flex',
  flexShrink: 0,
  width: vars.size.iconSm,
  height: vars.size.iconSm,
});
