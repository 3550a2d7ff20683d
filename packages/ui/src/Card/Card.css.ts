import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme';

export const card = recipe({
  base: {
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    minWidth: 0,
    borderWidth: vars.border.width,
    borderStyle: 'solid',
    borderRadius: vars.radius.lg,
    fontFamily: vars.font.family,
  },
  variants: {
    tone: {
      default: {
        backgroundColor: vars.color.surface,
        borderColor: vars.color.border,
        color: vars.color.text,
      },
      muted: {
        backgroundColor: vars.color.surfaceMuted,
        borderColor: 'transparent',
        color: vars.color.text,
      },
      brand: {
        backgroundColor: vars.color.brandSurface,
        borderColor: 'transparent',
        color: vars.color.onBrandSurface,
      },
    },
    padding: {
      none: { padding: 0 },
      sm: { padding: vars.space.sm },
      md: { padding: vars.space.md },
      lg: { padding: vars.space.lg },
    },
    elevated: {
      true: { boxShadow: vars.shadow.sm },
      false: {},
    },
  },
  defaultVariants: { tone: 'default', padding: 'md', elevated: false },
});

// The action sits beside the title while the title keeps its share of the line; on a narrow
// phone it goes under the title whole, instead of both breaking into short lines.
export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const titles = style({
  display: 'flex',
  flex: `1 1 ${vars.size.cardTitleMinWidth}`,
  flexDirection: 'column',
  gap: vars.space.xxs,
  minWidth: 0,
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const description = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.textMuted,
  selectors: { [`${card.classNames.variants.tone.brand} &`]: { color: vars.color.onBrandSurface } },
});
