import { createThemeContract } from '@vanilla-extract/css';

/**
 * The design tokens every component reads. Components use only these variables, never a literal
 * colour or size, so a theme (light, dark, a partner brand) changes the whole kit at once.
 */
export const vars = createThemeContract({
  color: {
    background: null,
    surface: null,
    surfaceMuted: null,
    border: null,
    /** Borders that must be seen (form controls): 3:1 against surfaces. */
    borderStrong: null,
    text: null,
    textMuted: null,
    /** Brand teal: the spec's loading colour, primary actions. */
    brand: null,
    brandHover: null,
    onBrand: null,
    /** Teal for text and icons on surfaces (AA contrast). */
    brandText: null,
    brandSurface: null,
    onBrandSurface: null,
    positive: null,
    positiveText: null,
    positiveSurface: null,
    onPositiveSurface: null,
    warning: null,
    warningText: null,
    warningSurface: null,
    onWarningSurface: null,
    negative: null,
    /** Text and icons on a `negative` fill (danger buttons). */
    onNegative: null,
    negativeText: null,
    negativeSurface: null,
    onNegativeSurface: null,
    focus: null,
    /** Dims the page behind overlays and dialogs. */
    scrim: null,
    /** QR codes stay dark-on-light in every theme so any scanner reads them. */
    qrBackground: null,
    qrForeground: null,
  },
  space: { xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
  radius: { sm: null, md: null, lg: null, full: null },
  font: {
    family: null,
    mono: null,
    size: { xxs: null, xs: null, sm: null, md: null, lg: null, xl: null, xxl: null },
    weight: { regular: null, medium: null, semibold: null, bold: null },
    lineHeight: { tight: null, normal: null },
  },
  shadow: { sm: null, md: null, lg: null },
  motion: {
    fast: null,
    normal: null,
    slow: null,
    /** One turn of a spinner. */
    spin: null,
    /** One breath of a skeleton placeholder. */
    pulse: null,
    /**
     * How long a wait goes unmarked before a loading indicator moves: a skeleton breathes, a
     * delayed spinner appears. A shorter wait needs no motion, and motion costs a phone frames.
     */
    loadingDelay: null,
    easing: null,
  },
  size: {
    /** Comfortable touch target (WCAG 2.5.5); never below `touchTargetMin`. */
    touchTarget: null,
    /** WCAG 2.2 SC 2.5.8 minimum target. */
    touchTargetMin: null,
    iconSm: null,
    iconMd: null,
    iconLg: null,
    avatarSm: null,
    avatarMd: null,
    avatarLg: null,
    skeletonBlock: null,
    illustration: null,
    readableWidth: null,
    qrCode: null,
    barcode: null,
    stepMinWidth: null,
    /** What a card's title keeps beside its action; with less room, the action goes under it. */
    cardTitleMinWidth: null,
    notifyWidth: null,
    sidebarWidth: null,
    headerHeight: null,
    bottomBarHeight: null,
    /** Compact and large control heights (buttons, fields); medium is `touchTarget`. */
    controlSm: null,
    controlLg: null,
    switchWidth: null,
    switchHeight: null,
    switchThumb: null,
    /** One digit box of a PIN input. */
    pinCell: null,
    dialogWidth: null,
    /** A bottom dialog never covers the whole screen, so the page behind stays recognisable. */
    bottomDialogMaxHeight: null,
  },
  border: {
    width: null,
    /** Selected and checked states. */
    thick: null,
  },
  focus: { width: null, offset: null },
  zIndex: { dialog: null, notify: null, overlay: null },
});
