import { DEFAULT_LOCALE } from '@ipe/domain';
import type { i18n as I18n } from 'i18next';
import { ptBRBank } from './locales/ptBR.bank';

/**
 * Adds the signed-in screens' pt-BR texts to the instance (once). Imported by the bank layout,
 * so these texts travel with it and not with the sign-in route; English carries both halves.
 */
export function ensureBankTexts(instance: I18n): void {
  if (instance.exists('home.title', { lng: DEFAULT_LOCALE })) return;
  instance.addResourceBundle(DEFAULT_LOCALE, 'translation', ptBRBank, true, false);
}
