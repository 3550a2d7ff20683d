import { style } from '@vanilla-extract/css';
import { vars } from './contract.css';

/** Base text and background for a themed subtree. */
export const themeRoot = style({
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.family,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
});
