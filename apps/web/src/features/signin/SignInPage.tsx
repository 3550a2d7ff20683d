import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { Button, Card, Inline, Link, Notify, Stack, TextField } from '@ipe/ui';
import { captchaChallengeUrl } from '../../app/api/clients';
import { failureMessage } from '../../app/api/failureText';
import { emailError } from '../../app/credentials/email';
import { Page } from '../../app/layout/Page';
import { returnPathOf } from '../../app/session/returnPath';
import { useSession } from '../../app/session/sessionContext';
import { Captcha } from './Captcha';
import { landingPathFor } from '../../app/session/useOpenSession';
import { useSignIn } from './useSignIn';

interface FieldErrors {
  email?: string;
  password?: string;
  captcha?: string;
}

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

  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [showPassword, setShowPassword] = useState(false);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [resetSignal, setResetSignal] = useState(0);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);

  const validate = (): FieldErrors => {
    const found: FieldErrors = { email: emailError(t, email, t('signin.emailRequired')) };
    if (password === '') found.password = t('signin.passwordRequired');
    if (!captcha) found.captcha = t('signin.captchaRequired');
    return found;
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validate();
    setErrors(found);
    setFormError(found.captcha ?? null);
    if (found.email || found.password || found.captcha || !captcha) return;

    setSubmitting(true);
    try {
      const result = await signIn({
        email: email.trim(),
        password,
        altcha: captcha,
      });
      if (result.ok) {
        navigate(landingPathFor(result.answer.account_status.status_name, next), {
          replace: true,
        });
        return;
      }
      // A challenge solves one attempt: get a fresh one for the next.
      setCaptcha(null);
      setResetSignal((count) => count + 1);
      if (result.status === null) setFormError(t('common.offline'));
      else if (result.status === 401) setFormError(t('signin.invalidCredentials'));
      else if (result.status === 429 && result.error?.retry_after_seconds) {
        setFormError(
          t('signin.tooManyAttempts', {
            minutes: Math.max(1, Math.ceil(result.error.retry_after_seconds / 60)),
          }),
        );
      } else setFormError(failureMessage(t, { status: result.status, body: result.error }));
    } catch {
      setFormError(t('common.unexpectedError'));
    } finally {
      setSubmitting(false);
    }
  };

  // Someone already signed in is not asked to sign in again: the account opens (and the bank's
  // guard sends an expired session on to /logout, which says so). Read once, as the page opens:
  // the sign-in below stores a session too, and then navigates by itself.
  if (signedInAtStart) {
    return <Navigate to={landingPathFor(session.accountStatus?.status_name, next)} replace />;
  }

  return (
    <Page title={t('signin.title')} description={t('signin.subtitle')}>
      <Card>
        <Stack as="form" space="md" onSubmit={(event) => void submit(event)} noValidate>
          {formError ? <Notify variant="negative" message={formError} /> : null}
          <TextField
            label={t('signin.email')}
            type="email"
            name="email"
            autoComplete="username"
            inputMode="email"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={errors.email}
            required
          />
          <TextField
            label={t('signin.password')}
            type={showPassword ? 'text' : 'password'}
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            error={errors.password}
            required
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
              setCaptcha(payload);
              if (payload) setFormError(null);
            }}
            resetSignal={resetSignal}
          />
          <Button type="submit" variant="primary" size="lg" fullWidth loading={submitting}>
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
        </Stack>
      </Card>
    </Page>
  );
}
