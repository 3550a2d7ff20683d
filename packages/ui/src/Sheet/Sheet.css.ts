import { keyframes, style } from '@vanilla-extract/css';
import { focusRing, media, vars } from '../theme';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const slideUp = keyframes({ from: { transform: 'translateY(100%)' }, to: { transform: 'none' } });

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.sheet,
  backgroundColor: vars.color.scrim,
  animation: `${fadeIn} ${vars.motion.normal} ${vars.motion.easing}`,
});

export const content = style({
  position: 'fixed',
  insetInline: 0,
  bottom: 0,
  zIndex: vars.zIndex.sheet,
  boxSizing: 'border-box',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxHeight: vars.size.sheetMaxHeight,
  overflowY: 'auto',
  marginInline: 'auto',
  paddingInline: vars.space.lg,
  paddingBlockStart: vars.space.sm,
  // Clears the home indicator on phones with no bottom bezel.
  paddingBlockEnd: `calc(${vars.space.lg} + env(safe-area-inset-bottom, 0px))`,
  borderStartStartRadius: vars.radius.lg,
  borderStartEndRadius: vars.radius.lg,
  backgroundColor: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
  fontFamily: vars.font.family,
  animation: `${slideUp} ${vars.motion.slow} ${vars.motion.easing}`,
  selectors: { '&:focus-visible': focusRing },
  '@media': { [media.desktop]: { maxWidth: vars.size.dialogWidth } },
});

/** The grab bar: a visual cue that this is a sheet; closing is by button, Escape or scrim. */
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

export const title = style({
  margin: 0,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.semibold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const description = style({
  margin: 0,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.textMuted,
});

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});
