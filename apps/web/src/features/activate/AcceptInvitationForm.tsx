import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { checkNewPin, encodePin, PIN_LENGTH } from '@ipe/domain';
import { Button, Card, Notify, PinInput, Stack, TextField, useNotify } from '@ipe/ui';
import { useAcceptInvitation } from '@ipe/api-client/react-query';
import { apiFailureOf } from '../../app/api/errors';
import { failureMessage } from '../../app/api/failureText';
import { emailError } from '../../app/credentials/email';
import { newPasswordErrors } from '../../app/credentials/newPassword';
import { NewPasswordFields } from '../../app/credentials/NewPasswordFields';

const CODE_LENGTH = 6;

interface InvitationErrors {
  email?: string;
  code?: string;
  name?: string;
  password?: string;
  confirm?: string;
  pin?: string;
  confirmPin?: string;
}

/**
 * Accepting an invitation to someone's account (POST /v3/public/bank/invitations/accept): the
 * invited e-mail, the e-mailed code, the person's name, a password and a transaction PIN. The PIN
 * is asked here because changing it later needs the current one; it goes out as encodePin().
 * `?email=` and `?code=` fill the form from a link.
 */
export function AcceptInvitationForm() {
  const { t } = useTranslation();
  const acceptInvitation = useAcceptInvitation();
  const notify = useNotify();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [email, setEmail] = useState(() => params.get('email') ?? '');
  const [code, setCode] = useState(() => (params.get('code') ?? '').replace(/\D/g, ''));
  const [name, setName] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [pin, setPin] = useState('');
  const [confirmPin, setConfirmPin] = useState('');
  const [errors, setErrors] = useState<InvitationErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const validate = (): InvitationErrors => {
    const pinCheck = checkNewPin(pin);
    return {
      ...newPasswordErrors(t, password, confirm, { email, name }),
      email: emailError(t, email),
      code: code.length === CODE_LENGTH ? undefined : t('forms.codeRequired'),
      name: name.trim() === '' ? t('activate.invite.nameRequired') : undefined,
      pin: pinCheck.ok ? undefined : t(`pinRules.${pinCheck.code}`),
      confirmPin: pinCheck.ok && confirmPin !== pin ? t('forms.pinMismatch') : undefined,
    };
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    setFormError(null);
    if (Object.values(found).some(Boolean)) return;
    setBusy(true);
    try {
      await acceptInvitation.mutateAsync({
        data: {
          email: email.trim().toLowerCase(),
          code,
          name: name.trim(),
          password,
          pin: await encodePin(pin),
        },
      });
      notify.positive(t('activate.invite.success'));
      navigate('/', { replace: true });
    } catch (error) {
      const failure = apiFailureOf(error);
      const { status, body } = failure;
      if (status === 400 && body?.code === 'INVALID_INVITATION_CODE') {
        setCode('');
        setErrors({ code: t('activate.invite.codeInvalid') });
      } else if (status === 409) {
        setFormError(t('activate.invite.alreadyUser'));
      } else if (status === 400 && body?.fields) {
        const fields = body.fields;
        setErrors({
          email: fields.email,
          code: fields.code,
          name: fields.name,
          password: fields.password,
          pin: fields.pin,
        });
      } else setFormError(failureMessage(t, failure));
    } finally {
      setBusy(false);
    }
  };

  const cellLabel = (position: number, length: number) => t('forms.digit', { position, length });

  return (
    <Card
      as="section"
      id="convite"
      title={t('activate.invite.title')}
      description={t('activate.invite.description')}
      headingLevel={2}
    >
      <Stack as="form" space="md" onSubmit={(event) => void submit(event)} noValidate>
        {formError ? <Notify variant="negative" message={formError} /> : null}
        <TextField
          label={t('activate.invite.email')}
          type="email"
          name="email"
          autoComplete="username"
          inputMode="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={errors.email}
          required
        />
        <PinInput
          label={t('activate.invite.code')}
          hint={t('activate.invite.codeHint')}
          length={CODE_LENGTH}
          masked={false}
          oneTimeCode
          value={code}
          onChange={setCode}
          error={errors.code}
          name="code"
          cellLabel={cellLabel}
        />
        <TextField
          label={t('activate.invite.name')}
          name="name"
          autoComplete="name"
          maxLength={120}
          value={name}
          onChange={(event) => setName(event.target.value)}
          error={errors.name}
          required
        />
        <NewPasswordFields
          name="password"
          labels={{
            password: t('activate.invite.password'),
            confirm: t('activate.invite.confirmPassword'),
          }}
          password={password}
          confirm={confirm}
          onPasswordChange={setPassword}
          onConfirmChange={setConfirm}
          errors={errors}
        />
        <PinInput
          label={t('activate.invite.pin')}
          hint={t('activate.invite.pinHint')}
          length={PIN_LENGTH}
          value={pin}
          onChange={setPin}
          error={errors.pin}
          cellLabel={cellLabel}
        />
        <PinInput
          label={t('activate.invite.confirmPin')}
          length={PIN_LENGTH}
          value={confirmPin}
          onChange={setConfirmPin}
          error={errors.confirmPin}
          cellLabel={cellLabel}
        />
        <Button type="submit" variant="primary" loading={busy} fullWidth>
          {t('activate.invite.submit')}
        </Button>
      </Stack>
    </Card>
  );
}
