import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import {
  Button,
  Card,
  Inline,
  Link,
  Notify,
  PinInput,
  Stack,
  Stepper,
  Text,
  TextField,
  useNotify,
} from '@ipe/ui';
import { useForgotPassword, useResetPassword } from '@ipe/api-client/react-query';
import { captchaChallengeUrl } from '../../app/api/clients';
import { apiFailureOf } from '../../app/api/errors';
import { failureMessage } from '../../app/api/failureText';
import { emailError } from '../../app/credentials/email';
import { newPasswordErrors } from '../../app/credentials/newPassword';
import { NewPasswordFields } from '../../app/credentials/NewPasswordFields';
import { Page } from '../../app/layout/Page';
import { InvisibleCaptcha, type InvisibleCaptchaHandle } from './InvisibleCaptcha';

const CODE_LENGTH = 6;

type Step = 'email' | 'code';

interface ResetErrors {
  email?: string;
  code?: string;
  password?: string;
  confirm?: string;
}

/**
 * /forgotPassword: the account's e-mail (with the proof-of-work check), then the e-mailed 6-digit
 * code and a new password. The server answers the first step alike for known and unknown e-mails,
 * and so does this screen. Done, it goes back to sign-in with a notification.
 */
export function ForgotPasswordPage() {
  const { t, i18n } = useTranslation();
  const forgotPassword = useForgotPassword();
  const resetPassword = useResetPassword();
  const notify = useNotify();
  const navigate = useNavigate();
  const captcha = useRef<InvisibleCaptchaHandle>(null);
  const [step, setStep] = useState<Step>('email');
  const [email, setEmail] = useState('');
  const [code, setCode] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<ResetErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [progress, setProgress] = useState('');
  const [busy, setBusy] = useState(false);

  /** Step 1, and "ask for another code": solve the check, then ask for the code. */
  const requestCode = async () => {
    setBusy(true);
    setFormError(null);
    setProgress(t('forgotPassword.checking'));
    try {
      const altcha = await captcha.current?.solve();
      if (!altcha) {
        setFormError(t('forgotPassword.captchaFailed'));
        return;
      }
      await forgotPassword.mutateAsync({ data: { email: email.trim(), altcha } });
      if (step === 'code') notify.positive(t('forgotPassword.resent'));
      setCode('');
      setStep('code');
    } catch (error) {
      const failure = apiFailureOf(error);
      const fields = failure.body?.fields;
      if (failure.status === 400 && fields?.email) {
        setStep('email');
        setErrors({ email: fields.email });
      } else if (failure.status === 400 && fields?.altcha) {
        setFormError(t('forgotPassword.captchaFailed'));
      } else setFormError(failureMessage(t, failure));
    } finally {
      setProgress('');
      setBusy(false);
    }
  };

  const submitEmail = (event: FormEvent) => {
    event.preventDefault();
    const problem = emailError(t, email);
    setErrors({ email: problem });
    if (!problem) void requestCode();
  };

  const submitReset = async (event: FormEvent) => {
    event.preventDefault();
    const found: ResetErrors = {
      code: code.length === CODE_LENGTH ? undefined : t('forms.codeRequired'),
      ...newPasswordErrors(t, password, confirm, { email }),
    };
    setErrors(found);
    setFormError(null);
    if (found.code || found.password || found.confirm) return;
    setBusy(true);
    try {
      await resetPassword.mutateAsync({
        data: { email: email.trim(), code, new_password: password },
      });
      notify.positive(t('forgotPassword.success'));
      navigate('/', { replace: true });
    } catch (error) {
      const failure = apiFailureOf(error);
      const { status, body } = failure;
      if (status === 400 && body?.code === 'INVALID_RESET_CODE') {
        setCode('');
        setErrors({ code: t('forgotPassword.codeInvalid') });
      } else if (status === 400 && body?.fields) {
        setErrors({ code: body.fields.code, password: body.fields.new_password });
      } else setFormError(failureMessage(t, failure));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page title={t('forgotPassword.title')} description={t('forgotPassword.intro')}>
      <Card>
        <Stack space="md">
          <Stepper
            steps={[t('forgotPassword.steps.email'), t('forgotPassword.steps.code')]}
            current={step === 'email' ? 0 : 1}
            label={t('forgotPassword.stepsLabel')}
            formatSummary={(current, total) => t('forgotPassword.summary', { current, total })}
          />
          {formError ? <Notify variant="negative" message={formError} /> : null}
          {step === 'email' ? (
            <Stack as="form" space="md" onSubmit={submitEmail} noValidate>
              <TextField
                label={t('forgotPassword.email')}
                type="email"
                name="email"
                autoComplete="username"
                inputMode="email"
                value={email}
                onChange={(event) => setEmail(event.target.value)}
                error={errors.email}
                required
              />
              <Button type="submit" variant="primary" loading={busy} fullWidth>
                {t('forgotPassword.sendCode')}
              </Button>
            </Stack>
          ) : (
            <Stack as="form" space="md" onSubmit={(event) => void submitReset(event)} noValidate>
              <Text as="p" leading="normal" data-testid="code-sent">
                {t('forgotPassword.codeSent', { email: email.trim() })}
              </Text>
              <PinInput
                label={t('forgotPassword.code')}
                length={CODE_LENGTH}
                masked={false}
                oneTimeCode
                autoFocus
                value={code}
                onChange={setCode}
                error={errors.code}
                name="code"
                cellLabel={(position, length) => t('forms.digit', { position, length })}
              />
              <NewPasswordFields
                password={password}
                confirm={confirm}
                onPasswordChange={setPassword}
                onConfirmChange={setConfirm}
                errors={errors}
              />
              <Button type="submit" variant="primary" loading={busy} fullWidth>
                {t('forgotPassword.submit')}
              </Button>
              <Inline space="sm" alignY="center">
                <Button variant="ghost" disabled={busy} onClick={() => void requestCode()}>
                  {t('forgotPassword.resend')}
                </Button>
              </Inline>
            </Stack>
          )}
          <Text as="p" leading="normal" size="sm" tone="muted" role="status">
            {progress}
          </Text>
          <InvisibleCaptcha
            ref={captcha}
            challengeUrl={captchaChallengeUrl()}
            language={i18n.language}
          />
          <Inline space="sm" alignY="center">
            <Link asChild>
              <RouterLink to="/">{t('forgotPassword.backToSignIn')}</RouterLink>
            </Link>
          </Inline>
        </Stack>
      </Card>
    </Page>
  );
}
