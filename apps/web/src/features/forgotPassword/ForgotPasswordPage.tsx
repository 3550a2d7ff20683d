import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { Button, Card, Inline, Link, Stack, Stepper, Text, useNotify } from '@ipe/ui';
import * as z from 'zod/mini';
import { emailField, emailedCodeField } from '@ipe/domain';
import { useForgotPassword, useResetPassword } from '@ipe/api-client/react-query';
import { captchaChallengeUrl } from '../../app/api/clients';
import { apiFailureOf } from '../../app/api/errors';
import { withNewPassword } from '../../app/credentials/newPassword';
import { NewPasswordFields } from '../../app/credentials/NewPasswordFields';
import { EmailField } from '../../app/credentials/EmailField';
import { BankForm, PinField, showFailure, useBankForm, useFieldErrors } from '../../app/forms';
import { Page } from '../../app/layout/Page';
import { InvisibleCaptcha, type InvisibleCaptchaHandle } from './InvisibleCaptcha';

const CODE_LENGTH = 6;

type Step = 'email' | 'code';

const emailStep = z.object({ email: emailField });

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
  const [progress, setProgress] = useState('');
  const [busy, setBusy] = useState(false);
  const emailForm = useBankForm(emailStep, { defaultValues: { email: '' } });
  const email = emailForm.watch('email');
  const resetForm = useBankForm(
    withNewPassword({ code: emailedCodeField }, () => ({ email })),
    { defaultValues: { code: '', new_password: '', confirm: '' } },
  );
  const emailErrorOf = useFieldErrors(emailForm);
  const resetErrorOf = useFieldErrors(resetForm);

  /** Step 1, and "ask for another code": solve the check, then ask for the code. */
  const requestCode = async (address: string) => {
    setBusy(true);
    setProgress(t('forgotPassword.checking'));
    const failed = (message: string) =>
      (step === 'email' ? emailForm : resetForm).setError('root.server', {
        type: 'captcha',
        message,
      });
    try {
      const altcha = await captcha.current?.solve();
      if (!altcha) {
        failed(t('forgotPassword.captchaFailed'));
        return;
      }
      await forgotPassword.mutateAsync({ data: { email: address, altcha } });
      if (step === 'code') notify.positive(t('forgotPassword.resent'));
      resetForm.resetField('code');
      setStep('code');
    } catch (error) {
      const failure = apiFailureOf(error);
      const fields = failure.body?.fields;
      if (failure.status === 400 && fields?.email) {
        setStep('email');
        showFailure(emailForm, t, failure);
      } else if (failure.status === 400 && fields?.altcha) {
        failed(t('forgotPassword.captchaFailed'));
      } else if (step === 'email') showFailure(emailForm, t, failure);
      else showFailure(resetForm, t, failure);
    } finally {
      setProgress('');
      setBusy(false);
    }
  };

  const submitReset = async (values: { code: string; new_password: string }) => {
    setBusy(true);
    try {
      await resetPassword.mutateAsync({
        data: { email, code: values.code, new_password: values.new_password },
      });
      notify.positive(t('forgotPassword.success'));
      navigate('/', { replace: true });
    } catch (error) {
      const failure = apiFailureOf(error);
      if (failure.status === 400 && failure.body?.code === 'INVALID_RESET_CODE') {
        resetForm.resetField('code');
        resetForm.setError('code', { type: 'server', message: t('forgotPassword.codeInvalid') });
      } else showFailure(resetForm, t, failure);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page help="senha" title={t('forgotPassword.title')} description={t('forgotPassword.intro')}>
      <Card>
        <Stack space="md">
          <Stepper
            steps={[t('forgotPassword.steps.email'), t('forgotPassword.steps.code')]}
            current={step === 'email' ? 0 : 1}
            label={t('forgotPassword.stepsLabel')}
            formatSummary={(current, total) => t('forgotPassword.summary', { current, total })}
          />
          {step === 'email' ? (
            <BankForm
              form={emailForm}
              onSubmit={(event) =>
                void emailForm.handleSubmit((values) => requestCode(values.email))(event)
              }
            >
              <EmailField
                label={t('forgotPassword.email')}
                error={emailErrorOf('email')}
                registration={emailForm.register('email')}
              />
              <Button type="submit" variant="primary" loading={busy} fullWidth>
                {t('forgotPassword.sendCode')}
              </Button>
            </BankForm>
          ) : (
            <BankForm form={resetForm} onSubmit={resetForm.handleSubmit(submitReset)}>
              <Text as="p" leading="normal" data-testid="code-sent">
                {t('forgotPassword.codeSent', { email })}
              </Text>
              <PinField
                form={resetForm}
                name="code"
                label={t('forgotPassword.code')}
                length={CODE_LENGTH}
                masked={false}
                oneTimeCode
                autoFocus
              />
              <NewPasswordFields
                password={resetForm.register('new_password')}
                confirm={resetForm.register('confirm')}
                errors={{
                  password: resetErrorOf('new_password'),
                  confirm: resetErrorOf('confirm'),
                }}
              />
              <Button type="submit" variant="primary" loading={busy} fullWidth>
                {t('forgotPassword.submit')}
              </Button>
              <Inline space="sm" alignY="center">
                <Button variant="ghost" disabled={busy} onClick={() => void requestCode(email)}>
                  {t('forgotPassword.resend')}
                </Button>
              </Inline>
            </BankForm>
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
