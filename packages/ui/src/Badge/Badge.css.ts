import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme';

export const badge = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    maxWidth: '100%',
    paddingBlock: vars.space.xxs,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.full,
    fontFamily: vars.font.family,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    whiteSpace: 'normal',
  },
  variants: {
    tone: {
      neutral: { backgroundColor: vars.color.surfaceMuted, color: vars.color.text },
      brand: { backgroundColor: vars.color.brandSurface, color: vars.color.onBrandSurface },
      positive: {
        backgroundColor: vars.color.positiveSurface,
        color: vars.color.onPositiveSurface,
      },
      warning: { backgroundColor: vars.color.warningSurface, color: vars.color.onWarningSurface },
      negative: {
        backgroundColor: vars.color.negativeSurface,
        color: vars.color.onNegativeSurface,
      },
    },
  },
  defaultVariants: { tone: 'neutral' },
});
