import { createContext, useContext, type ReactNode } from 'react';
import { ptBR, type UiMessages } from './messages.ptBR';

const LocaleContext = createContext<UiMessages>(ptBR);

/**
 * The kit's words for a BCP 47 tag ('pt-BR', 'en', 'en-US'…), by its language; any other is
 * pt-BR. English is fetched when asked, so an app in pt-BR never carries it (React Spectrum's
 * per-locale message files, loaded like the app's own texts).
 */
export async function loadUiMessages(locale: string): Promise<UiMessages> {
  if (!locale.toLowerCase().startsWith('en')) return ptBR;
  return (await import('./messages.en')).en;
}

export interface LocaleProviderProps {
  /** The kit's words, from loadUiMessages; pt-BR when absent. */
  messages?: UiMessages | undefined;
  children?: ReactNode;
}

/** The language of the kit's own words (close buttons, "Hoje", digit labels…); a prop still wins. */
export function LocaleProvider({ messages = ptBR, children }: LocaleProviderProps) {
  return <LocaleContext.Provider value={messages}>{children}</LocaleContext.Provider>;
}

/** The kit's words in the nearest LocaleProvider's language (pt-BR without one). */
export function useUiMessages(): UiMessages {
  return useContext(LocaleContext);
}
