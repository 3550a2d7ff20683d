import type { Decorator, Preview } from '@storybook/react-vite';
import { useLayoutEffect, type ReactNode } from 'react';
import { darkTheme, lightTheme, vars } from '@ipe/ui';
// Inter ships with the repo (no network), so every screenshot uses the same glyphs.
import '@fontsource-variable/inter/wght.css';
import './preview.css';

const themes = { light: lightTheme, dark: darkTheme } as const;
type ThemeName = keyof typeof themes;

/**
 * Applies the chosen theme class to <html>, so portals (Notify, LoadingOverlay, Dialog) are themed
 * too, and paints the page with the theme's tokens.
 */
function ThemeScope({ theme, children }: { theme: ThemeName; children: ReactNode }) {
  useLayoutEffect(() => {
    const root = document.documentElement;
    root.lang = 'pt-BR';
    root.classList.remove(...Object.values(themes));
    root.classList.add(themes[theme]);
    root.style.colorScheme = theme;
    document.body.style.backgroundColor = vars.color.background;
    document.body.style.color = vars.color.text;
    document.body.style.fontFamily = vars.font.family;
  }, [theme]);
  return children;
}

const withTheme: Decorator = (Story, context) => (
  <ThemeScope theme={context.globals.theme === 'dark' ? 'dark' : 'light'}>
    <Story />
  </ThemeScope>
);

const preview: Preview = {
  decorators: [withTheme],
  globalTypes: {
    theme: {
      description: 'Tema do sistema de design',
      toolbar: {
        title: 'Tema',
        icon: 'contrast',
        items: [
          { value: 'light', title: 'Claro', icon: 'sun' },
          { value: 'dark', title: 'Escuro', icon: 'moon' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: {
    theme: 'light',
    // Under automation (the offline check in tests/) axe runs from Playwright, once per story and
    // theme; the addon's own automatic run would only double the time.
    a11y: { manual: typeof navigator !== 'undefined' && navigator.webdriver },
  },
  parameters: {
    layout: 'padded',
    controls: { expanded: true },
    options: { storySort: { order: ['Introdução', 'Tokens', '*'] } },
    viewport: {
      options: {
        phone360: {
          name: 'Celular 360 px',
          styles: { width: '360px', height: '740px' },
          type: 'mobile',
        },
        desktop: { name: 'Desktop', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
      },
    },
    // Same rules as the offline check in tests/stories.spec.ts: WCAG 2.2 AA.
    a11y: {
      test: 'error',
      options: {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      },
    },
    docs: { toc: true },
  },
};

export default preview;
