import { useTranslation } from 'react-i18next';
import { useChangePassword } from '@ipe/api-client/react-query';
import { currentPasswordField } from '@ipe/domain';
import { Button, Card, useNotify } from '@ipe/ui';
import { apiFailureOf } from '../../app/api/errors';
import { withNewPassword } from '../../app/credentials/newPassword';
import { NewPasswordFields } from '../../app/credentials/NewPasswordFields';
import { PasswordField } from '../../app/credentials/PasswordField';
import { BankForm, showFailure, useBankForm, useFieldErrors } from '../../app/forms';
import { useSession } from '../../app/session/sessionContext';
import { useBoundUsers } from './useBoundUsers';
import { useFeatureTranslation } from '../../app/i18n/featureTexts';
import { SETTINGS_TEXTS } from './texts';

const EMPTY = { current_password: '', new_password: '', confirm: '' };

/**
 * Change the sign-in password (POST …/security/password): the current one and the new one twice.
 * The new one is checked with the same rule as the server, with the person's own e-mail and name
 * (from the account's user list) so it cannot contain them. The server ends the other sessions.
 */
export function PasswordForm() {
  const { t } = useFeatureTranslation(SETTINGS_TEXTS);
  const { t: tApp } = useTranslation();
  const notify = useNotify();
  const { session } = useSession();
  const me = useBoundUsers().data?.find((user) => user.is_you);
  const form = useBankForm(
    withNewPassword({ current_password: currentPasswordField }, () => ({
      email: me?.email,
      name: me?.name,
    })),
    { defaultValues: EMPTY },
  );
  const errorOf = useFieldErrors(form);

  const save = useChangePassword({
    mutation: {
      onSuccess: () => {
        form.reset(EMPTY);
        notify.positive(t('security.passwordChanged'));
      },
      onError: (error) => {
        const failure = apiFailureOf(error);
        if (failure.status === 400 && failure.body?.code === 'WRONG_PASSWORD') {
          form.resetField('current_password');
          form.setError(
            'current_password',
            { type: 'server', message: 'WRONG_PASSWORD' },
            { shouldFocus: true },
          );
        } else showFailure(form, tApp, failure);
      },
    },
  });

  return (
    <Card
      as="section"
      title={t('security.passwordTitle')}
      description={t('security.passwordDescription')}
      headingLevel={2}
    >
      <BankForm
        form={form}
        onSubmit={form.handleSubmit(({ current_password, new_password }) =>
          save.mutate({
            sub: session.accountId as string,
            data: { current_password, new_password },
          }),
        )}
      >
        <PasswordField
          label={t('security.currentPassword')}
          autoComplete="current-password"
          error={errorOf('current_password')}
          required
          {...form.register('current_password')}
        />
        <NewPasswordFields
          password={form.register('new_password')}
          confirm={form.register('confirm')}
          errors={{ password: errorOf('new_password'), confirm: errorOf('confirm') }}
        />
        <div>
          <Button type="submit" variant="primary" loading={save.isPending}>
            {t('security.changePassword')}
          </Button>
        </div>
      </BankForm>
    </Card>
  );
}
