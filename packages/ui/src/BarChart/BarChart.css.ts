import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { container, vars } from '../theme';

export const chart = style({
  // The rows' layout follows the chart's own width, not the screen's: it sits in cards and columns.
  containerType: 'inline-size',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  fontFamily: vars.font.family,
  color: vars.color.text,
});

export const legend = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
});

export const legendItem = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
});

/** The groups, one per row, apart enough to read which bars belong together. */
export const groups = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const row = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 2fr)',
  alignItems: 'center',
  gap: vars.space.sm,
  '@container': {
    // On a phone a third of the width cuts a label such as "Transferências" in two and leaves the
    // bars no room: the label goes above its bars instead.
    [container.narrow]: { gridTemplateColumns: 'minmax(0, 1fr)', gap: vars.space.xxs },
  },
});

export const rowLabel = style({ fontSize: vars.font.size.sm, overflowWrap: 'break-word' });

export const bars = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });

export const barLine = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.size.xs,
  color: vars.color.textMuted,
  fontVariantNumeric: 'tabular-nums',
});

const tones = {
  brand: { backgroundColor: vars.color.brand },
  positive: { backgroundColor: vars.color.positive },
  negative: { backgroundColor: vars.color.negative },
  neutral: { backgroundColor: vars.color.borderStrong },
};

/** A bar; its length (a share of the largest value) is data, set on the element. */
export const bar = recipe({
  base: {
    display: 'block',
    flexShrink: 0,
    minWidth: vars.border.width,
    height: vars.space.sm,
    borderRadius: vars.radius.sm,
  },
  variants: { tone: tones },
});

export const track = style({
  display: 'flex',
  flex: 1,
  minWidth: 0,
  alignItems: 'center',
  gap: vars.space.xs,
  // An amount is never split over two lines ("R$" on one, the number on the next).
  whiteSpace: 'nowrap',
});

export const swatch = recipe({
  base: {
    display: 'inline-block',
    width: vars.space.sm,
    height: vars.space.sm,
    borderRadius: vars.radius.sm,
  },
  variants: { tone: tones },
});
