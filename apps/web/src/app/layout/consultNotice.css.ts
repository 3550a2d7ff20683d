import { style } from '@vanilla-extract/css';
import { vars } from '@ipe/ui';

export const message = style({ display: 'grid', gap: vars.space.xs });

export const action = style({ fontWeight: vars.font.weight.semibold });
