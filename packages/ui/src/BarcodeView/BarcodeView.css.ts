import { style } from '@vanilla-extract/css';
import { vars } from '../theme';

// Dark bars on a light tile in both themes, like the QR Code: scanners read it from a screen.
export const barcodeView = style({
  display: 'block',
  width: '100%',
  maxWidth: vars.size.barcode,
  height: 'auto',
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.qrBackground,
  color: vars.color.qrForeground,
});
