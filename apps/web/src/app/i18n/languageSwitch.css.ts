import { style } from '@vanilla-extract/css';
import { vars } from '@ipe/ui';

export const group = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
