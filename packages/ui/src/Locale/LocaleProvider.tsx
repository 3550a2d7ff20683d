import { createContext, useContext, type ReactNode } from 'react';
import { en } from './messages.en';
import { ptBR, type UiMessages } from './messages.ptBR';

/** The locales the kit speaks; any other falls back to pt-BR. */
export const UI_LOCALES = { 'pt-BR': ptBR, en } as const satisfies Record<string, UiMessages>;

const LocaleContext = createContext<UiMessages>(ptBR);

export interface LocaleProviderProps {
  /** A BCP 47 tag ('pt-BR', 'en', 'en-US'…): its language picks the kit's words. */
  locale: string;
  children?: ReactNode;
}

function messagesOf(locale: string): UiMessages {
  if (locale in UI_LOCALES) return UI_LOCALES[locale as keyof typeof UI_LOCALES];
  return locale.toLowerCase().startsWith('en') ? en : ptBR;
}

/**
 * The language of the kit's own words (close buttons, "Hoje", digit labels…), as React
 * Spectrum's per-locale message files: a component's prop still wins over them.
 */
export function LocaleProvider({ locale, children }: LocaleProviderProps) {
  return <LocaleContext.Provider value={messagesOf(locale)}>{children}</LocaleContext.Provider>;
}

/** The kit's words in the nearest LocaleProvider's language (pt-BR without one). */
export function useUiMessages(): UiMessages {
  return useContext(LocaleContext);
}
