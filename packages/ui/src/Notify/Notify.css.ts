import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme';

export const notify = recipe({
  base: {
    display: 'flex',
    alignItems: 'flex-start',
    gap: vars.space.sm,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    borderInlineStart: `${vars.space.xxs} solid currentColor`,
    boxShadow: vars.shadow.md,
    fontFamily: vars.font.family,
    fontSize: vars.font.size.sm,
    backgroundColor: vars.color.surface,
    color: vars.color.text,
  },
  variants: {
    // The bar on the left carries the colour; the text stays at body contrast.
    variant: {
      negative: { borderInlineStartColor: vars.color.negative },
      warning: { borderInlineStartColor: vars.color.warning },
      positive: { borderInlineStartColor: vars.color.positive },
    },
  },
});

export const body = style({ flex: 1, minWidth: 0, overflowWrap: 'anywhere' });

export const title = style({ margin: 0, fontWeight: vars.font.weight.semibold });

export const message = style({ margin: 0, lineHeight: vars.font.lineHeight.normal });

export const closeButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  minWidth: vars.size.touchTarget,
  minHeight: vars.size.touchTarget,
  margin: `calc(-1 * ${vars.space.xs})`,
  padding: 0,
  border: 'none',
  borderRadius: vars.radius.full,
  background: 'transparent',
  color: vars.color.textMuted,
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceMuted, color: vars.color.text },
    '&:focus-visible': {
      outline: `${vars.focus.width} solid ${vars.color.focus}`,
      outlineOffset: vars.focus.offset,
    },
  },
});

export const closeIcon = style({
  width: vars.size.iconSm,
  height: vars.size.iconSm,
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
});

export const stack = style({
  position: 'fixed',
  insetBlockStart: vars.space.md,
  insetInline: vars.space.md,
  zIndex: vars.zIndex.notify,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-end',
  gap: vars.space.sm,
  pointerEvents: 'none',
});

export const stackGroup = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  width: '100%',
  maxWidth: vars.size.notifyWidth,
  selectors: { '&:empty': { display: 'none' } },
});

export const stackItem = style({ pointerEvents: 'auto' });
