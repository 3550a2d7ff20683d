import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme';

export const amount = recipe({
  base: {
    fontFamily: vars.font.family,
    fontVariantNumeric: 'tabular-nums',
    fontWeight: vars.font.weight.semibold,
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      default: { color: 'inherit' },
      credit: { color: vars.color.positiveText },
      debit: { color: vars.color.text },
      muted: { color: vars.color.textMuted },
    },
    size: {
      sm: { fontSize: vars.font.size.sm },
      md: { fontSize: vars.font.size.md },
      lg: { fontSize: vars.font.size.lg },
      xl: { fontSize: vars.font.size.xxl, fontWeight: vars.font.weight.bold },
    },
  },
  defaultVariants: { tone: 'default', size: 'md' },
});
