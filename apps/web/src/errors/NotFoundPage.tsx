import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Card, EmptyState, Link } from '@ipe/ui';
import { Page } from '../layout/Page';

/** Any path the app does not know. */
export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Page title={t('errors.notFoundTitle')}>
      <Card>
        <EmptyState
          title={t('errors.notFoundTitle')}
          description={t('errors.notFoundDescription')}
          action={
            <Link asChild>
              <RouterLink to="/">{t('common.signIn')}</RouterLink>
            </Link>
          }
        />
      </Card>
    </Page>
  );
}
