import { style } from '@vanilla-extract/css';
import { focusRing, vars } from '../theme';

export const row = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  columnGap: vars.space.md,
  rowGap: vars.space.xxs,
  alignItems: 'center',
  fontFamily: vars.font.family,
  color: vars.color.text,
});

export const label = style({
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  cursor: 'pointer',
  selectors: {
    [`${row}:has([data-disabled]) &`]: { cursor: 'not-allowed', color: vars.color.textMuted },
  },
});

export const description = style({
  gridColumn: 1,
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const track = style({
  all: 'unset',
  gridColumn: 2,
  gridRow: 1,
  position: 'relative',
  boxSizing: 'border-box',
  display: 'inline-flex',
  alignItems: 'center',
  width: vars.size.switchWidth,
  height: vars.size.switchHeight,
  paddingInline: vars.space.xxs,
  borderRadius: vars.radius.full,
  borderWidth: vars.border.thick,
  borderStyle: 'solid',
  borderColor: vars.color.borderStrong,
  backgroundColor: vars.color.surfaceMuted,
  cursor: 'pointer',
  transitionProperty: 'background-color, border-color',
  transitionDuration: vars.motion.fast,
  selectors: {
    '&:focus-visible': focusRing,
    '&[data-state="checked"]': { backgroundColor: vars.color.brand, borderColor: vars.color.brand },
    '&[data-disabled]': { cursor: 'not-allowed', borderColor: vars.color.border },
  },
});

export const thumb = style({
  display: 'block',
  width: vars.size.switchThumb,
  height: vars.size.switchThumb,
  marginInlineStart: `calc(-1 * ${vars.space.xxs} + ${vars.border.width})`,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.borderStrong,
  transitionProperty: 'transform',
  transitionDuration: vars.motion.fast,
  transitionTimingFunction: vars.motion.easing,
  selectors: {
    '&[data-state="checked"]': {
      backgroundColor: vars.color.onBrand,
      transform: `translateX(calc(${vars.size.switchWidth} - ${vars.size.switchThumb} - 2 * ${vars.border.thick} - 2 * ${vars.border.width}))`,
    },
    '&[data-disabled]': { backgroundColor: vars.color.border },
  },
});
