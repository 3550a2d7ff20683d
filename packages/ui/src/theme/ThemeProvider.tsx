import { clsx } from 'clsx';
import type { HTMLAttributes, ReactNode } from 'react';
import { themeRoot } from './root.css';
import { darkTheme, lightTheme } from './themes.css';

export type ThemeName = 'light' | 'dark';

/** The class that applies a theme's tokens, for places that cannot render a provider (<html>). */
export function themeClass(theme: ThemeName): string {
  return theme === 'dark' ? darkTheme : lightTheme;
}

export interface ThemeProviderProps extends HTMLAttributes<HTMLDivElement> {
  theme?: ThemeName;
  children?: ReactNode;
}

/** Applies a theme (tokens, base font and colours) to everything inside. */
export function ThemeProvider({
  theme = 'light',
  className,
  children,
  ...rest
}: ThemeProviderProps) {
  return (
    <div {...rest} className={clsx(themeClass(theme), themeRoot, className)}>
      {children}
    </div>
  );
}
