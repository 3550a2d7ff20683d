import { style } from '@vanilla-extract/css';
import { shellBrand, shellHeader } from '../internal/shell.css';
import { media, vars } from '../theme';

export const shell = style({
  display: 'grid',
  gridTemplateRows: 'auto 1fr auto',
  minHeight: '100dvh',
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.family,
});

export const header = style([shellHeader, { justifyContent: 'space-between' }]);

export const brand = shellBrand;

export const main = style({
  width: '100%',
  boxSizing: 'border-box',
  padding: vars.space.md,
  outline: 'none',
  '@media': { [media.desktop]: { paddingBlock: vars.space.xxl } },
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  padding: vars.space.md,
  borderTop: `${vars.border.width} solid ${vars.color.border}`,
  color: vars.color.textMuted,
  fontSize: vars.font.size.sm,
});
