import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme';

export const avatar = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.brandSurface,
    color: vars.color.onBrandSurface,
    fontFamily: vars.font.family,
    fontWeight: vars.font.weight.semibold,
    lineHeight: 1,
    userSelect: 'none',
  },
  variants: {
    size: {
      sm: { width: vars.size.avatarSm, height: vars.size.avatarSm, fontSize: vars.font.size.xs },
      md: { width: vars.size.avatarMd, height: vars.size.avatarMd, fontSize: vars.font.size.sm },
      lg: { width: vars.size.avatarLg, height: vars.size.avatarLg, fontSize: vars.font.size.lg },
    },
  },
  defaultVariants: { size: 'md' },
});
