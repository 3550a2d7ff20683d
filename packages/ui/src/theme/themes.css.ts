import { createTheme, globalStyle } from '@vanilla-extract/css';
import { media } from './breakpoints';
import { vars } from './contract.css';
import { darkColors, lightColors } from './palette';

// Everything except colour is shared by both themes.
const shared = {
  space: {
    xxs: '0.25rem',
    xs: '0.5rem',
    sm: '0.75rem',
    md: '1rem',
    lg: '1.5rem',
    xl: '2rem',
    xxl: '3rem',
  },
  radius: { sm: '0.25rem', md: '0.5rem', lg: '0.75rem', full: '9999px' },
  font: {
    family: "'Inter Variable', Inter, system-ui, -apple-system, 'Segoe UI', Roboto, sans-serif",
    mono: "ui-monospace, 'SFMono-Regular', Menlo, Consolas, monospace",
    size: {
      xxs: '0.6875rem',
      xs: '0.75rem',
      sm: '0.875rem',
      md: '1rem',
      lg: '1.25rem',
      xl: '1.5rem',
      xxl: '2rem',
    },
    weight: { regular: '400', medium: '500', semibold: '600', bold: '700' },
    lineHeight: { tight: '1.25', normal: '1.5' },
  },
  motion: {
    fast: '120ms',
    normal: '200ms',
    slow: '320ms',
    spin: '900ms',
    pulse: '1600ms',
    loadingDelay: '1s',
    easing: 'cubic-bezier(0.2, 0, 0, 1)',
  },
  size: {
    touchTarget: '2.75rem',
    touchTargetMin: '1.5rem',
    iconSm: '1rem',
    iconMd: '1.5rem',
    iconLg: '2rem',
    avatarSm: '2rem',
    avatarMd: '2.5rem',
    avatarLg: '3.5rem',
    skeletonBlock: '6rem',
    illustration: '4rem',
    readableWidth: '32rem',
    qrCode: '16rem',
    // A boleto's ITF barcode: 103 mm printed; on screen as wide as a card allows.
    barcode: '32rem',
    stepMinWidth: '7rem',
    cardTitleMinWidth: '12rem',
    notifyWidth: '24rem',
    sidebarWidth: '15rem',
    headerHeight: '3.5rem',
    bottomBarHeight: '3.5rem',
    controlSm: '2rem',
    controlLg: '3.25rem',
    switchWidth: '2.75rem',
    switchHeight: '1.5rem',
    switchThumb: '1.125rem',
    pinCell: '3rem',
    dialogWidth: '30rem',
    bottomDialogMaxHeight: '85vh',
  },
  border: { width: '1px', thick: '2px' },
  focus: { width: '2px', offset: '2px' },
  zIndex: { dialog: '1000', notify: '1100', overlay: '1200' },
};

/** Light theme. Every text/background pair is WCAG AA (4.5:1), every non-text cue 3:1. */
export const lightTheme = createTheme(vars, {
  ...shared,
  color: lightColors,
  shadow: {
    sm: '0 1px 2px rgba(16, 24, 32, 0.08)',
    md: '0 4px 12px rgba(16, 24, 32, 0.14)',
    lg: '0 12px 32px rgba(16, 24, 32, 0.2)',
  },
});

/** Dark theme, with the same contrast guarantees. */
export const darkTheme = createTheme(vars, {
  ...shared,
  color: darkColors,
  shadow: {
    sm: '0 1px 2px rgba(0, 0, 0, 0.5)',
    md: '0 4px 12px rgba(0, 0, 0, 0.55)',
    lg: '0 12px 32px rgba(0, 0, 0, 0.6)',
  },
});

// prefers-reduced-motion: every duration token collapses, so no component has to remember to.
globalStyle(`${lightTheme}, ${darkTheme}`, {
  '@media': {
    [media.reducedMotion]: {
      vars: {
        [vars.motion.fast]: '0ms',
        [vars.motion.normal]: '0ms',
        [vars.motion.slow]: '0ms',
      },
    },
  },
});
