import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme';

const rotate = keyframes({ to: { transform: 'rotate(360deg)' } });

export const spinner = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    verticalAlign: 'middle',
    lineHeight: 0,
  },
  variants: {
    tone: {
      brand: { color: vars.color.brand },
      current: { color: 'currentColor' },
    },
    size: {
      sm: { width: vars.size.iconSm, height: vars.size.iconSm },
      md: { width: vars.size.iconMd, height: vars.size.iconMd },
      lg: { width: vars.size.iconLg, height: vars.size.iconLg },
    },
  },
  defaultVariants: { tone: 'brand' },
});

const svgBase = style({ width: '100%', height: '100%' });

export const track = style({
  fill: 'none',
  stroke: 'currentColor',
  strokeOpacity: 0.2,
  strokeWidth: 5,
});

export const arc = style([
  svgBase,
  {
    fill: 'none',
    stroke: 'currentColor',
    strokeWidth: 5,
    strokeLinecap: 'round',
    // A quarter of the circle, turning.
    strokeDasharray: '31.4 125.6',
    transformOrigin: 'center',
    animation: `${rotate} ${vars.motion.spin} linear infinite`,
    '@media': {
      // Still shows work in progress, without motion.
      '(prefers-reduced-motion: reduce)': { animation: 'none', strokeDasharray: '94.2 125.6' },
    },
  },
]);
