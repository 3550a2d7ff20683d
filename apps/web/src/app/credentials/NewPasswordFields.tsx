import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { PasswordField } from './PasswordField';

export interface NewPasswordFieldsProps {
  /** `form.register(…)` of the new password and of its repetition. */
  password: UseFormRegisterReturn;
  confirm: UseFormRegisterReturn;
  errors: { password?: string; confirm?: string };
  /** "Nova senha" and "Repita a nova senha" unless the form words them otherwise. */
  labels?: { password: string; confirm: string };
}

/**
 * A new password and its repetition, with the rule's hint and show/hide buttons: the pair that
 * password recovery, password change and accepting an invitation all ask for.
 */
export function NewPasswordFields({ password, confirm, errors, labels }: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        label={labels?.password ?? t('forms.newPassword')}
        hint={t('forms.passwordHint')}
        autoComplete="new-password"
        error={errors.password}
        required
        {...password}
      />
      <PasswordField
        label={labels?.confirm ?? t('forms.confirmPassword')}
        autoComplete="new-password"
        error={errors.confirm}
        required
        {...confirm}
      />
    </>
  );
}
