import { globalStyle, style } from '@vanilla-extract/css';
import { shellBrand, shellHeader } from '../internal/shell.css';
import { breakpoints, media, vars } from '../theme';

const desktop = media.desktop;

export const appShell = style({
  display: 'grid',
  gridTemplateAreas: '"header" "main" "nav"',
  gridTemplateRows: 'auto 1fr auto',
  minHeight: '100dvh',
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.family,
  '@media': {
    [desktop]: {
      gridTemplateAreas: '"header header" "nav main"',
      gridTemplateColumns: `${vars.size.sidebarWidth} 1fr`,
      gridTemplateRows: 'auto 1fr',
    },
  },
});

export const skipLink = style({
  position: 'absolute',
  insetInlineStart: vars.space.sm,
  insetBlockStart: vars.space.sm,
  zIndex: vars.zIndex.overlay,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface,
  color: vars.color.brandText,
  fontWeight: vars.font.weight.semibold,
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus': {
      transform: 'none',
      outline: `${vars.focus.width} solid ${vars.color.focus}`,
    },
  },
});

export const header = style([shellHeader, { gridArea: 'header' }]);

export const brand = shellBrand;

export const pageTitle = style({
  flex: 1,
  minWidth: 0,
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.semibold,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const headerActions = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  marginInlineStart: 'auto',
});

export const nav = style({
  gridArea: 'nav',
  position: 'sticky',
  insetBlockEnd: 0,
  backgroundColor: vars.color.surface,
  borderTop: `${vars.border.width} solid ${vars.color.border}`,
  '@media': {
    [desktop]: {
      position: 'static',
      borderTop: 'none',
      borderInlineEnd: `${vars.border.width} solid ${vars.color.border}`,
      paddingBlock: vars.space.md,
    },
  },
});

export const navList = style({
  display: 'flex',
  listStyle: 'none',
  margin: 0,
  padding: 0,
  '@media': {
    [desktop]: { flexDirection: 'column', gap: vars.space.xxs, paddingInline: vars.space.sm },
  },
});

// On a phone the sections bar sticks to the bottom: keyboard focus and scrolled-to targets stop
// above it rather than behind it (WCAG 2.4.11, focus not obscured).
globalStyle(`html:has(${appShell})`, {
  '@media': {
    [`not all and (min-width: ${breakpoints.desktop})`]: {
      scrollPaddingBlockEnd: vars.size.bottomBarHeight,
    },
  },
});

// Seven sections share a 360 px phone; each gets an equal slice.
globalStyle(`${navList} > li`, { flex: '1 1 0', minWidth: 0 });

export const navLink = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xxs,
  minHeight: vars.size.bottomBarHeight,
  // Every pixel of a seventh of 360 px goes to the label ("Transferir" must fit).
  paddingInline: 0,
  letterSpacing: '-0.01em',
  color: vars.color.textMuted,
  fontSize: vars.font.size.xxs,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  borderRadius: vars.radius.md,
  selectors: {
    '&:hover': { color: vars.color.text, backgroundColor: vars.color.surfaceMuted },
    // Bold is wider: at the plain tracking "Transferir" lost its end to an ellipsis when current.
    '&[aria-current="page"]': {
      color: vars.color.brandText,
      fontWeight: vars.font.weight.bold,
      letterSpacing: '-0.03em',
    },
    '&:focus-visible': {
      outline: `${vars.focus.width} solid ${vars.color.focus}`,
      outlineOffset: `calc(-1 * ${vars.focus.width})`,
    },
  },
  '@media': {
    [desktop]: {
      flexDirection: 'row',
      justifyContent: 'flex-start',
      gap: vars.space.sm,
      minHeight: vars.size.touchTarget,
      paddingInline: vars.space.md,
      fontSize: vars.font.size.sm,
      letterSpacing: 'normal',
      selectors: {
        '&[aria-current="page"]': {
          backgroundColor: vars.color.brandSurface,
          color: vars.color.onBrandSurface,
          letterSpacing: 'normal',
        },
      },
    },
  },
});

export const navIcon = style({
  display: 'inline-flex',
  width: vars.size.iconMd,
  height: vars.size.iconMd,
});

globalStyle(`${navIcon} > svg`, { width: '100%', height: '100%' });

export const navLabel = style({
  maxWidth: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const main = style({
  gridArea: 'main',
  minWidth: 0,
  padding: vars.space.md,
  outline: 'none',
  '@media': { [desktop]: { padding: vars.space.xl } },
});

export const notice = style({ marginBlockEnd: vars.space.md });
