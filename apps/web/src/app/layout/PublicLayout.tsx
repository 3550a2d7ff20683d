import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Outlet } from 'react-router-dom';
import { Link } from '@ipe/ui';
import { LanguageSwitch } from '../i18n/LanguageSwitch';
import { useSession } from '../session/sessionContext';
import * as styles from './publicLayout.css';

/** The frame of the public screens: sign-in, status, logout, errors, activation, help, boleto. */
export function PublicLayout() {
  const { t } = useTranslation();
  const mainId = useId();
  const { session } = useSession();
  // Someone signed in (on the status or help page, say) is taken home, never offered "Entrar".
  const signedIn = session.token !== null && session.accountStatus !== null;
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <RouterLink
          to={signedIn ? '/bank/home' : '/'}
          className={styles.brand}
          aria-label={`${t('app.name')} — ${signedIn ? t('common.backHome') : t('common.signIn')}`}
        >
          {t('app.name')}
        </RouterLink>
        <Link asChild>
          <RouterLink to="/ajuda">{t('header.help')}</RouterLink>
        </Link>
      </header>
      <main id={mainId} className={styles.main} tabIndex={-1}>
        <Outlet />
      </main>
      <footer className={styles.footer}>
        <span>
          {t('app.name')} — {t('app.tagline')}
        </span>
        <LanguageSwitch />
      </footer>
    </div>
  );
}
