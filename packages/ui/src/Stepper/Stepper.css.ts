import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme';

export const stepper = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  fontFamily: vars.font.family,
  color: vars.color.text,
});

export const summary = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.semibold,
  color: vars.color.textMuted,
});

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  listStyle: 'none',
  margin: 0,
  padding: 0,
});

export const step = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.xs,
    flex: '1 1 0',
    minWidth: vars.size.stepMinWidth,
    fontSize: vars.font.size.sm,
  },
  variants: {
    state: {
      done: { color: vars.color.text },
      current: { color: vars.color.text, fontWeight: vars.font.weight.semibold },
      upcoming: { color: vars.color.textMuted },
    },
  },
});

export const marker = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    width: vars.size.avatarSm,
    height: vars.size.avatarSm,
    borderRadius: vars.radius.full,
    fontSize: vars.font.size.xs,
    fontWeight: vars.font.weight.bold,
    border: `${vars.border.width} solid currentColor`,
  },
  variants: {
    state: {
      done: {
        backgroundColor: vars.color.brand,
        borderColor: vars.color.brand,
        color: vars.color.onBrand,
      },
      current: {
        borderColor: vars.color.brand,
        color: vars.color.brandText,
        borderWidth: vars.focus.width,
      },
      upcoming: { color: vars.color.textMuted },
    },
  },
});

export const stepLabel = style({ overflowWrap: 'anywhere' });
