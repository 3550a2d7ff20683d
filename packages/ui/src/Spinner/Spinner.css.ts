import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme';

const rotate = keyframes({ to: { transform: 'rotate(360deg)' } });
const unseen = keyframes({ from: { visibility: 'hidden' } });

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

/**
 * A delayed spinner: hidden and still until the wait has lasted `loadingDelay`, then it shows and
 * turns. Nothing changes before, so a phone draws no frames for a short wait; hidden by
 * `visibility`, which no frame animates, not by opacity, which the compositor would
 * (docs/architecture/performance.md, "Loading indicators wait a second").
 */
export const delayed = style({
  animation: `${unseen} 0s linear ${vars.motion.loadingDelay} backwards`,
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
    selectors: { [`${delayed} &`]: { animationDelay: vars.motion.loadingDelay } },
    '@media': {
      // Still shows work in progress, without motion.
      '(prefers-reduced-motion: reduce)': { animation: 'none', strokeDasharray: '94.2 125.6' },
    },
  },
]);
