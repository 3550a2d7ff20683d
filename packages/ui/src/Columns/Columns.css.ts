import { style, styleVariants } from '@vanilla-extract/css';
import { media } from '../theme';

/** Phones get one column; from the desktop breakpoint the children sit side by side. */
export const template = styleVariants({
  '1/1': {
    '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)' } },
  },
  '2/1': {
    '@media': { [media.desktop]: { gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 1fr)' } },
  },
});

export const fullRow = style({ '@media': { [media.desktop]: { gridColumn: '1 / -1' } } });
