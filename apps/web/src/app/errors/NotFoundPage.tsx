import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Card, Inline, Link } from '@ipe/ui';
import { Page } from '../layout/Page';
import { useSession } from '../session/sessionContext';

/**
 * Any path the app does not know. The way out depends on who is looking: someone signed in goes
 * back to their account, anyone else to the sign-in.
 */
export function NotFoundPage() {
  const { t } = useTranslation();
  const { session } = useSession();
  const signedIn = session.token !== null && session.accountStatus !== null;
  return (
    <Page title={t('errors.notFoundTitle')} description={t('errors.notFoundDescription')}>
      <Card>
        <Inline space="sm" alignY="center">
          <Link asChild>
            {signedIn ? (
              <RouterLink to="/bank/home">{t('common.backHome')}</RouterLink>
            ) : (
              <RouterLink to="/">{t('common.signIn')}</RouterLink>
            )}
          </Link>
        </Inline>
      </Card>
    </Page>
  );
}
