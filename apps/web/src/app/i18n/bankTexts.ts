import { DEFAULT_LOCALE } from '@ipe/domain';
import type { i18n as I18n } from 'i18next';
import { errorsBankPtBR, errorsInContextBankPtBR } from './locales/errors.bank.ptBR';
import { fieldsBankPtBR } from './locales/fields.bank.ptBR';
import { ptBRBank } from './locales/ptBR.bank';

/**
 * Adds the signed-in screens' pt-BR texts to the instance (once): the bank's screens, and the
 * refusals of moving money in the `errors` and `fields` namespaces. Imported by the bank layout,
 * so these texts travel with it and not with the sign-in route; English carries both halves.
 */
export function ensureBankTexts(instance: I18n): void {
  if (instance.exists('nav.home', { lng: DEFAULT_LOCALE })) return;
  instance.addResourceBundle(DEFAULT_LOCALE, 'translation', ptBRBank, true, false);
  instance.addResourceBundle(DEFAULT_LOCALE, 'errors', errorsBankPtBR, true, false);
  instance.addResourceBundle(DEFAULT_LOCALE, 'errors', errorsInContextBankPtBR, true, false);
  instance.addResourceBundle(DEFAULT_LOCALE, 'fields', fieldsBankPtBR, true, false);
}
