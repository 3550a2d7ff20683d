import { style } from '@vanilla-extract/css';
import { media, vars } from '@ipe/ui';

export const grid = style({
  display: 'grid',
  gap: vars.space.lg,
  '@media': {
    [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'start' },
  },
});

export const full = style({
  '@media': { [media.desktop]: { gridColumn: '1 / -1' } },
});

export const shortcuts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  // Three a row everywhere: on desktop the shortcuts share the row with the balance card, and six
  // narrow tiles broke "Cobrar com QR Code" into four lines.
});

export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  width: '100%',
  height: '100%',
  boxSizing: 'border-box',
  minHeight: vars.size.controlLg,
  padding: vars.space.sm,
  border: `${vars.border.width} solid ${vars.color.border}`,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  textAlign: 'center',
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surfaceMuted },
    '&:focus-visible': {
      outline: `${vars.focus.width} solid ${vars.color.focus}`,
      outlineOffset: vars.focus.offset,
    },
    '&[aria-disabled="true"]': { cursor: 'not-allowed', color: vars.color.textMuted },
  },
});

export const tileIcon = style({
  display: 'inline-flex',
  width: vars.size.iconLg,
  height: vars.size.iconLg,
  color: vars.color.brandText,
  selectors: { [`${tile}[aria-disabled="true"] &`]: { color: vars.color.textMuted } },
});

export const hint = style({
  margin: 0,
  marginBlockStart: vars.space.xs,
  color: vars.color.textMuted,
  fontSize: vars.font.size.xs,
});
