import { useTranslation } from 'react-i18next';
import type { NewPasswordErrors } from './newPassword';
import { PasswordField } from './PasswordField';

export interface NewPasswordFieldsProps {
  password: string;
  confirm: string;
  onPasswordChange: (value: string) => void;
  onConfirmChange: (value: string) => void;
  errors: NewPasswordErrors;
  /** The new password's field name, as the API calls it. */
  name?: string;
  /** "Nova senha" and "Repita a nova senha" unless the form words them otherwise. */
  labels?: { password: string; confirm: string };
}

/**
 * A new password and its repetition, with the rule's hint and show/hide buttons: the pair that
 * password recovery, password change and accepting an invitation all ask for.
 */
export function NewPasswordFields({
  password,
  confirm,
  onPasswordChange,
  onConfirmChange,
  errors,
  name = 'new_password',
  labels,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <PasswordField
        label={labels?.password ?? t('forms.newPassword')}
        hint={t('forms.passwordHint')}
        name={name}
        autoComplete="new-password"
        value={password}
        onChange={(event) => onPasswordChange(event.target.value)}
        error={errors.password}
        required
      />
      <PasswordField
        label={labels?.confirm ?? t('forms.confirmPassword')}
        name="confirm_password"
        autoComplete="new-password"
        value={confirm}
        onChange={(event) => onConfirmChange(event.target.value)}
        error={errors.confirm}
        required
      />
    </>
  );
}
