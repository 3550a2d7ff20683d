import { keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing, media, vars } from '../theme';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const popIn = keyframes({
  from: { opacity: 0, transform: 'translate(-50%, -48%) scale(0.96)' },
  to: { opacity: 1, transform: 'translate(-50%, -50%) scale(1)' },
});
const slideUp = keyframes({ from: { transform: 'translateY(100%)' }, to: { transform: 'none' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.dialog,
  backgroundColor: vars.color.scrim,
  animation: `${fadeIn} ${vars.motion.normal} ${vars.motion.easing}`,
});

export const content = recipe({
  base: {
    position: 'fixed',
    zIndex: vars.zIndex.dialog,
    boxSizing: 'border-box',
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    overflowY: 'auto',
    backgroundColor: vars.color.surface,
    color: vars.color.text,
    boxShadow: vars.shadow.lg,
    fontFamily: vars.font.family,
    selectors: { '&:focus-visible': focusRing },
  },
  variants: {
    position: {
      center: {
        top: '50%',
        left: '50%',
        transform: 'translate(-50%, -50%)',
        width: `min(${vars.size.dialogWidth}, calc(100vw - 2 * ${vars.space.md}))`,
        maxHeight: `calc(100dvh - 2 * ${vars.space.md})`,
        padding: vars.space.lg,
        borderRadius: vars.radius.lg,
        animation: `${popIn} ${vars.motion.normal} ${vars.motion.easing}`,
      },
      // The phone pattern for choices and confirmations: rises from the bottom edge.
      bottom: {
        insetInline: 0,
        bottom: 0,
        maxHeight: vars.size.bottomDialogMaxHeight,
        marginInline: 'auto',
        paddingInline: vars.space.lg,
        paddingBlockStart: vars.space.sm,
        // Clears the home indicator on phones with no bottom bezel.
        paddingBlockEnd: `calc(${vars.space.lg} + env(safe-area-inset-bottom, 0px))`,
        borderStartStartRadius: vars.radius.lg,
        borderStartEndRadius: vars.radius.lg,
        animation: `${slideUp} ${vars.motion.slow} ${vars.motion.easing}`,
        '@media': { [media.desktop]: { maxWidth: vars.size.dialogWidth } },
      },
    },
  },
});

/** The grab bar of a bottom dialog: a visual cue only; closing is by button, Escape or scrim. */
export const handle = style({
  alignSelf: 'center',
  width: vars.size.iconLg,
  height: vars.space.xxs,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.borderStrong,
});

export const header = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const title = recipe({
  base: {
    margin: 0,
    fontWeight: vars.font.weight.semibold,
    lineHeight: vars.font.lineHeight.tight,
    overflowWrap: 'anywhere',
  },
  variants: {
    position: { center: { fontSize: vars.font.size.xl }, bottom: { fontSize: vars.font.size.lg } },
  },
});

export const description = style({
  margin: 0,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.textMuted,
});

export const footer = recipe({
  base: { display: 'flex', gap: vars.space.sm },
  variants: {
    position: {
      center: { flexWrap: 'wrap-reverse', justifyContent: 'flex-end' },
      // Actions stacked full width, within thumb reach.
      bottom: { flexDirection: 'column' },
    },
  },
});

export const closeGlyph = style({ display: 'block', width: '100%', height: '100%' });
