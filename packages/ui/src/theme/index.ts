import './fonts';
import './reset.css';

export { vars } from './contract.css';
export { lightTheme, darkTheme } from './themes.css';
export { themeRoot } from './root.css';
export { focusRing } from './focusRing';
export { breakpoints, container, media } from './breakpoints';
export { lightColors, darkColors, type ColorTokens } from './palette';
export { contrastRatio, relativeLuminance } from './contrast';
export {
  ThemeProvider,
  themeClass,
  type ThemeName,
  type ThemeProviderProps,
} from './ThemeProvider';
