import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useChangePassword } from '@ipe/api-client/react-query';
import { Button, Card, Stack, useNotify } from '@ipe/ui';
import { apiFailureOf } from '../../app/api/errors';
import { failureMessage, handledByClient } from '../../app/api/failureText';
import { newPasswordErrors, type NewPasswordErrors } from '../../app/credentials/newPassword';
import { NewPasswordFields } from '../../app/credentials/NewPasswordFields';
import { PasswordField } from '../../app/credentials/PasswordField';
import { useSession } from '../../app/session/sessionContext';
import { useBoundUsers } from './useBoundUsers';

interface PasswordErrors extends NewPasswordErrors {
  current?: string;
}

/**
 * Change the sign-in password (POST …/security/password): the current one and the new one twice.
 * The new one is checked with the same rule as the server, with the person's own e-mail and name
 * (from the account's user list) so it cannot contain them. The server ends the other sessions.
 */
export function PasswordForm() {
  const { t } = useTranslation();
  const notify = useNotify();
  const { session } = useSession();
  const me = useBoundUsers().data?.find((user) => user.is_you);
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<PasswordErrors>({});

  const save = useChangePassword({
    mutation: {
      onSuccess: () => {
        setCurrent('');
        setNext('');
        setConfirm('');
        setErrors({});
        notify.positive(t('security.passwordChanged'));
      },
      onError: (error) => {
        const failure = apiFailureOf(error);
        if (handledByClient(failure)) return;
        const { status, body } = failure;
        if (status === 400 && body?.code === 'WRONG_PASSWORD') {
          setCurrent('');
          setErrors({ current: t('security.wrongPassword') });
        } else if (status === 400 && body?.fields) {
          setErrors({ current: body.fields.current_password, password: body.fields.new_password });
        } else {
          notify.negative(failureMessage(t, failure));
        }
      },
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: PasswordErrors = {
      current: current === '' ? t('security.currentPasswordRequired') : undefined,
      ...newPasswordErrors(t, next, confirm, { email: me?.email, name: me?.name }),
    };
    setErrors(found);
    if (found.current || found.password || found.confirm) return;
    save.mutate({
      sub: session.accountId as string,
      data: { current_password: current, new_password: next },
    });
  };

  return (
    <Card
      as="section"
      title={t('security.passwordTitle')}
      description={t('security.passwordDescription')}
      headingLevel={2}
    >
      <Stack as="form" space="md" onSubmit={submit} noValidate>
        <PasswordField
          label={t('security.currentPassword')}
          name="current_password"
          autoComplete="current-password"
          value={current}
          onChange={(event) => setCurrent(event.target.value)}
          error={errors.current}
          required
        />
        <NewPasswordFields
          password={next}
          confirm={confirm}
          onPasswordChange={setNext}
          onConfirmChange={setConfirm}
          errors={errors}
        />
        <div>
          <Button type="submit" variant="primary" loading={save.isPending}>
            {t('security.changePassword')}
          </Button>
        </div>
      </Stack>
    </Card>
  );
}
