import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../theme';

export const emptyState = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xl,
  textAlign: 'center',
  fontFamily: vars.font.family,
  color: vars.color.text,
});

export const illustration = style({
  display: 'inline-flex',
  width: vars.size.illustration,
  height: vars.size.illustration,
  color: vars.color.brand,
});

globalStyle(`${illustration} > svg`, { width: '100%', height: '100%' });

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
});

export const description = style({
  margin: 0,
  maxWidth: vars.size.readableWidth,
  fontSize: vars.font.size.sm,
  color: vars.color.textMuted,
});

export const action = style({ marginTop: vars.space.sm });
