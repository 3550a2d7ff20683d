import type { TFunction } from 'i18next';

/** A rough shape check before the server's: something@something.tld, nothing blank around. */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * What is wrong with an e-mail typed into a form, or undefined. `requiredText` words the empty
 * case for a form that speaks of the person's own e-mail.
 */
export function emailError(
  t: TFunction,
  email: string,
  requiredText: string = t('forms.emailRequired'),
): string | undefined {
  const value = email.trim();
  if (value === '') return requiredText;
  if (!EMAIL.test(value)) return t('forms.emailInvalid');
  return undefined;
}
