import { style } from '@vanilla-extract/css';
import { vars } from '../theme';

export const cameraView = style({
  display: 'block',
  width: '100%',
  maxWidth: vars.size.qrCode,
  aspectRatio: '1',
  objectFit: 'cover',
  margin: '0 auto',
  borderRadius: vars.radius.md,
  // Dark in both themes: it is what a camera shows before its first frame.
  backgroundColor: vars.color.qrForeground,
});
