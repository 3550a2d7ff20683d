import { useState } from 'react';
import * as z from 'zod/mini';
import { emailField } from '@ipe/domain';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Card, Inline, Link, TextField } from '@ipe/ui';
import { captchaChallengeUrl } from '../../app/api/clients';
import { failureMessage } from '../../app/api/failureText';
import { EmailField } from '../../app/credentials/EmailField';
// From their files, not the forms index: sign-in is in the startup files, and the index brings the
// PIN and CEP fields, which the screens that use them load with their routes.
import { BankForm } from '../../app/forms/BankForm';
import { useBankForm, useFieldErrors } from '../../app/forms/useBankForm';
import { Page } from '../../app/layout/Page';
import { returnPathOf } from '../../app/session/returnPath';
import { useSession } from '../../app/session/sessionContext';
import { Captcha } from './Captcha';
import { landingPathFor } from '../../app/session/useOpenSession';
import { useSignIn } from './useSignIn';

const signInForm = z.object({
  email: emailField,
  password: z.string().check(z.minLength(1, 'REQUIRED')),
  altcha: z.string().check(z.minLength(1, 'CAPTCHA_REQUIRED')),
});

/** Sign-in (route name `signin`): e-mail, password and the ALTCHA check (SPEC §1/§7). */
export function SignInPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const signIn = useSignIn();
  const { session } = useSession();
  const [signedInAtStart] = useState(
    () => session.token !== null && session.accountStatus !== null,
  );
  const [params] = useSearchParams();
  const next = returnPathOf(params.get('next'));

  const [showPassword, setShowPassword] = useState(false);
  const [resetSignal, setResetSignal] = useState(0);
  const form = useBankForm(signInForm, { defaultValues: { email: '', password: '', altcha: '' } });
  const errorOf = useFieldErrors(form);
  const failed = (message: string) => form.setError('root.server', { type: 'server', message });

  const submit = form.handleSubmit(async (values) => {
    try {
      const result = await signIn(values);
      if (result.ok) {
        navigate(landingPathFor(result.answer.account_status.status_name, next), {
          replace: true,
        });
        return;
      }
      // A challenge solves one attempt: get a fresh one for the next.
      form.setValue('altcha', '');
      setResetSignal((count) => count + 1);
      if (result.status === null) failed(t('common.offline'));
      else if (result.status === 401) failed(t('signin.invalidCredentials'));
      else if (result.status === 429 && result.error?.retry_after_seconds) {
        failed(
          t('signin.tooManyAttempts', {
            minutes: Math.max(1, Math.ceil(result.error.retry_after_seconds / 60)),
          }),
        );
      } else failed(failureMessage(t, { status: result.status, body: result.error }));
    } catch {
      failed(t('common.unexpectedError'));
    }
  });
  // The check is not a field one can type in: its refusal is the form's.
  const captchaError = errorOf('altcha');

  // Someone already signed in is not asked to sign in again: the account opens (and the bank's
  // guard sends an expired session on to /logout, which says so). Read once, as the page opens:
  // the sign-in below stores a session too, and then navigates by itself.
  if (signedInAtStart) {
    return <Navigate to={landingPathFor(session.accountStatus?.status_name, next)} replace />;
  }

  return (
    <Page help="entrar" title={t('signin.title')} description={t('signin.subtitle')}>
      <Card>
        <BankForm form={form} onSubmit={(event) => void submit(event)} error={captchaError}>
          <EmailField
            label={t('signin.email')}
            error={errorOf('email')}
            registration={form.register('email')}
          />
          <TextField
            label={t('signin.password')}
            type={showPassword ? 'text' : 'password'}
            autoComplete="current-password"
            error={errorOf('password')}
            required
            {...form.register('password')}
            suffix={
              <Button
                variant="ghost"
                size="sm"
                aria-pressed={showPassword}
                onClick={() => setShowPassword((shown) => !shown)}
              >
                {showPassword ? t('signin.hidePassword') : t('signin.showPassword')}
              </Button>
            }
          />
          <Captcha
            challengeUrl={captchaChallengeUrl()}
            language={i18n.language}
            label={t('signin.captchaLabel')}
            hint={t('signin.captchaHint')}
            onChange={(payload) => {
              form.setValue('altcha', payload ?? '');
              if (!payload) return;
              form.clearErrors('altcha');
              form.clearErrors('root.server');
            }}
            resetSignal={resetSignal}
          />
          <Button
            type="submit"
            variant="primary"
            size="lg"
            fullWidth
            loading={form.formState.isSubmitting}
          >
            {t('signin.submit')}
          </Button>
          <Inline space="sm" align="spaceBetween">
            <Link asChild>
              <RouterLink to="/forgotPassword">{t('signin.forgotPassword')}</RouterLink>
            </Link>
            <Link asChild>
              <RouterLink to="/activate">{t('signin.activate')}</RouterLink>
            </Link>
          </Inline>
        </BankForm>
      </Card>
    </Page>
  );
}
