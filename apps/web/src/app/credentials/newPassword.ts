import type { TFunction } from 'i18next';
import { checkNewPassword, type NewPasswordContext } from '@ipe/domain';

export interface NewPasswordErrors {
  password?: string;
  confirm?: string;
}

/**
 * A chosen password and its repetition, checked with @ipe/domain's rule (the server runs the same
 * one) and told in the app's language. A mismatch is told only once the password itself is good:
 * one thing to fix at a time.
 */
export function newPasswordErrors(
  t: TFunction,
  password: string,
  confirm: string,
  context: NewPasswordContext = {},
): NewPasswordErrors {
  const errors: NewPasswordErrors = {};
  const check = checkNewPassword(password, context);
  if (!check.ok) errors.password = t(`passwordRules.${check.code}`);
  else if (confirm === '' || confirm !== password) errors.confirm = t('forms.passwordMismatch');
  return errors;
}
