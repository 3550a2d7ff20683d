import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, Outlet } from 'react-router-dom';
import { Link } from '@ipe/ui';
import { LanguageSwitch } from '../i18n/LanguageSwitch';
import * as styles from './publicLayout.css';

/** The frame of the public screens: sign-in, status, logout, errors, activation, help, boleto. */
export function PublicLayout() {
  const { t } = useTranslation();
  const mainId = useId();
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <RouterLink
          to="/"
          className={styles.brand}
          aria-label={`${t('app.name')} — ${t('common.signIn')}`}
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
