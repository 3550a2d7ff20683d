import { style } from '@vanilla-extract/css';
import { vars } from '../theme';

/** The top bar both frames share (AppShell signed in, PublicShell before). */
export const shellHeader = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.md,
  minHeight: vars.size.headerHeight,
  paddingInline: vars.space.md,
  backgroundColor: vars.color.surface,
  borderBottom: `${vars.border.width} solid ${vars.color.border}`,
});

/** The product's name in that bar. */
export const shellBrand = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  color: vars.color.brandText,
});
