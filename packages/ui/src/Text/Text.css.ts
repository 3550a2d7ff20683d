import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../theme';

export const base = style({ margin: 0 });

export const size = styleVariants(vars.font.size, (fontSize) => ({ fontSize }));

export const tone = styleVariants({
  neutral: { color: vars.color.text },
  muted: { color: vars.color.textMuted },
  brand: { color: vars.color.brandText },
});

export const weight = styleVariants(vars.font.weight, (fontWeight) => ({ fontWeight }));

export const leading = styleVariants(vars.font.lineHeight, (lineHeight) => ({ lineHeight }));

export const breakWord = style({ overflowWrap: 'anywhere' });
