import type { TFunction } from 'i18next';

/** A rough shape check before the server's: something@something.tld, nothing blank around. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** What is wrong with an e-mail typed into a form, or undefined. */
export function emailError(t: TFunction, email: string): string | undefined {
  const value = email.trim();
  if (value === '') return t('forms.emailRequired');
  if (!EMAIL.test(value)) return t('forms.emailInvalid');
  return undefined;
}
