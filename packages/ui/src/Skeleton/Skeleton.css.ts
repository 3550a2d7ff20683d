import { keyframes } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../theme';

const pulse = keyframes({ '50%': { opacity: 0.55 } });

export const skeleton = recipe({
  base: {
    display: 'block',
    backgroundColor: vars.color.surfaceMuted,
    // Still for the first moment: most waits end before it, and a phone draws no frames for it
    // (docs/architecture/performance.md, "Loading indicators wait a second").
    animation: `${pulse} ${vars.motion.pulse} ease-in-out ${vars.motion.loadingDelay} infinite`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
  variants: {
    shape: {
      text: {
        width: '100%',
        height: '1em',
        marginBlock: vars.space.xxs,
        borderRadius: vars.radius.sm,
      },
      circle: {
        width: vars.size.avatarMd,
        height: vars.size.avatarMd,
        borderRadius: vars.radius.full,
      },
      block: { width: '100%', height: vars.size.skeletonBlock, borderRadius: vars.radius.md },
    },
  },
  defaultVariants: { shape: 'text' },
});
