import { style } from '@vanilla-extract/css';
import { vars } from '../theme';

export const qrCodeView = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  margin: 0,
  maxWidth: vars.size.qrCode,
  fontFamily: vars.font.family,
  color: vars.color.text,
});

// Always dark modules on a light tile, in both themes: many scanners cannot read inverted codes.
export const code = style({
  display: 'block',
  width: vars.size.qrCode,
  maxWidth: '100%',
  height: 'auto',
  aspectRatio: '1',
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.qrBackground,
  color: vars.color.qrForeground,
});

export const caption = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  textAlign: 'center',
});
