import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Outlet } from 'react-router-dom';
import { Link, PublicShell } from '@ipe/ui';
import { LanguageSwitch } from '../i18n/LanguageSwitch';
import { useSession } from '../session/sessionContext';

/** The frame of the public screens: sign-in, status, logout, errors, activation, help, boleto. */
export function PublicLayout() {
  const { t } = useTranslation();
  const { session } = useSession();
  // Someone signed in (on the status or help page, say) is taken home, never offered "Entrar".
  const signedIn = session.token !== null && session.accountStatus !== null;
  return (
    <PublicShell
      brand={
        <Link variant="plain" asChild>
          <RouterLink
            to={signedIn ? '/bank/home' : '/'}
            aria-label={`${t('app.name')} — ${signedIn ? t('common.backHome') : t('common.signIn')}`}
          >
            {t('app.name')}
          </RouterLink>
        </Link>
      }
      actions={
        <Link asChild>
          <RouterLink to="/ajuda">{t('header.help')}</RouterLink>
        </Link>
      }
      footer={
        <>
          <span>
            {t('app.name')} — {t('app.tagline')}
          </span>
          <LanguageSwitch />
        </>
      }
    >
      <Outlet />
    </PublicShell>
  );
}
