import { globalStyle } from '@vanilla-extract/css';
import { media } from './breakpoints';
import { vars } from './contract.css';
import { darkTheme, lightTheme } from './themes.css';

/*
 * Base stylesheet for a themed page. Scoped to the theme classes inside :where() (zero
 * specificity), so it only applies where a theme is in force and any component style wins over it.
 */
const scope = `:where(.${lightTheme}, .${darkTheme})`;

globalStyle(`:where(.${lightTheme})`, { colorScheme: 'light' });
globalStyle(`:where(.${darkTheme})`, { colorScheme: 'dark' });

globalStyle(`${scope}`, {
  WebkitTextSizeAdjust: '100%',
  textSizeAdjust: '100%',
  WebkitFontSmoothing: 'antialiased',
  MozOsxFontSmoothing: 'grayscale',
});

// When the theme sits on <html> (apps, Storybook), the page itself takes the theme's colours and
// font. Size and line height stay the browser's: components set their own, and text outside
// them keeps the metrics the screenshots were taken with.
globalStyle(`${scope} body`, {
  margin: 0,
  backgroundColor: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.family,
});

// Form controls take the kit's font instead of the browser's system one.
globalStyle(`${scope} :where(button, input, select, textarea)`, { font: 'inherit' });

globalStyle(scope, {
  '@media': { [media.reducedMotion]: { scrollBehavior: 'auto' } },
});
