import { useTranslation } from 'react-i18next';
import { useFeatureTranslation } from '../../app/i18n/featureTexts';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { emailField, emailedCodeField, encodePin, personNameField } from '@ipe/domain';
import { Button, Card, TextField, useNotify } from '@ipe/ui';
import { useAcceptInvitation } from '@ipe/api-client/react-query';
import { apiFailureOf } from '../../app/api/errors';
import { withNewPassword } from '../../app/credentials/newPassword';
import { NEW_PIN_PAIR, pinsMatch } from '../../app/credentials/newPin';
import { NewPasswordFields } from '../../app/credentials/NewPasswordFields';
import { NewPinFields } from '../../app/credentials/NewPinFields';
import { EmailField } from '../../app/credentials/EmailField';
import { BankForm, PinField, showFailure, useBankForm, useFieldErrors } from '../../app/forms';
import { ACTIVATE_TEXTS } from './texts';

const CODE_LENGTH = 6;

const invitation = withNewPassword(
  {
    email: emailField,
    code: emailedCodeField,
    name: personNameField,
    ...NEW_PIN_PAIR,
  },
  (values) => ({ email: String(values.email), name: String(values.name) }),
  'password',
).check(pinsMatch);

/**
 * Accepting an invitation to someone's account (POST /v3/public/bank/invitations/accept): the
 * invited e-mail, the e-mailed code, the person's name, a password and a transaction PIN. The PIN
 * is asked here because changing it later needs the current one; it goes out as encodePin().
 * `?email=` and `?code=` fill the form from a link.
 */
export function AcceptInvitationForm() {
  const { t } = useFeatureTranslation(ACTIVATE_TEXTS);
  const { t: tApp } = useTranslation();
  const acceptInvitation = useAcceptInvitation();
  const notify = useNotify();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const form = useBankForm(invitation, {
    defaultValues: {
      email: params.get('email') ?? '',
      code: (params.get('code') ?? '').replace(/\D/g, ''),
      name: '',
      password: '',
      confirm: '',
      pin: '',
      confirm_pin: '',
    },
  });
  const errorOf = useFieldErrors(form);

  const submit = form.handleSubmit(async ({ email, code, name, password, pin }) => {
    try {
      await acceptInvitation.mutateAsync({
        data: { email, code, name, password, pin: await encodePin(pin) },
      });
      notify.positive(t('invite.success'));
      navigate('/', { replace: true });
    } catch (error) {
      const failure = apiFailureOf(error);
      if (failure.status === 400 && failure.body?.code === 'INVALID_INVITATION_CODE') {
        form.resetField('code');
        form.setError('code', { type: 'server', message: t('invite.codeInvalid') });
      } else if (failure.status === 409) {
        form.setError('root.server', { type: 'server', message: t('invite.alreadyUser') });
      } else showFailure(form, tApp, failure);
    }
  });

  return (
    <Card
      as="section"
      id="convite"
      title={t('invite.title')}
      description={t('invite.description')}
      headingLevel={2}
    >
      <BankForm form={form} onSubmit={(event) => void submit(event)}>
        <EmailField
          label={t('invite.email')}
          error={errorOf('email')}
          registration={form.register('email')}
        />
        <PinField
          form={form}
          name="code"
          label={t('invite.code')}
          hint={t('invite.codeHint')}
          length={CODE_LENGTH}
          masked={false}
          oneTimeCode
        />
        <TextField
          label={t('invite.name')}
          autoComplete="name"
          maxLength={120}
          error={errorOf('name')}
          required
          {...form.register('name')}
        />
        <NewPasswordFields
          labels={{
            password: t('invite.password'),
            confirm: t('invite.confirmPassword'),
          }}
          password={form.register('password')}
          confirm={form.register('confirm')}
          errors={{ password: errorOf('password'), confirm: errorOf('confirm') }}
        />
        <NewPinFields
          form={form}
          labels={{ pin: t('invite.pin'), confirm: t('invite.confirmPin') }}
          hint={t('invite.pinHint')}
        />
        <Button type="submit" variant="primary" loading={form.formState.isSubmitting} fullWidth>
          {t('invite.submit')}
        </Button>
      </BankForm>
    </Card>
  );
}
