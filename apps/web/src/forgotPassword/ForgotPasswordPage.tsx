import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Card, Link, Notify } from '@ipe/ui';
import { Page } from '../layout/Page';
import * as styles from '../layout/page.css';

/**
 * /forgotPassword. The flow is an e-mailed code and a new password; the bank server has no
 * password-reset route yet, so the page says how to get it done meanwhile instead of offering a
 * form that could not work.
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('forgotPassword.title')} description={t('forgotPassword.intro')}>
      <Card>
        <div className={styles.stack}>
          <Notify variant="warning" live={false} message={t('forgotPassword.unavailable')} />
          <div className={styles.actions}>
            <Link asChild>
              <RouterLink to="/">{t('forgotPassword.backToSignIn')}</RouterLink>
            </Link>
            <Link asChild>
              <RouterLink to="/ajuda">{t('status.contact')}</RouterLink>
            </Link>
          </div>
        </div>
      </Card>
    </Page>
  );
}
