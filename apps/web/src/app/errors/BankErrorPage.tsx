import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Card, Inline, Link } from '@ipe/ui';
import { useHealth } from '../health/healthContext';
import { Page } from '../layout/Page';
import { failedServices } from './failedServices';

/** /bank/error: a function whose service is off (SPEC §2), named, and the way back. */
export function BankErrorPage() {
  const { t, i18n } = useTranslation();
  const [params] = useSearchParams();
  const health = useHealth();
  const services = failedServices(params.get('from'), health.flags).map((service) =>
    t(`services.${service}`),
  );
  const list = new Intl.ListFormat(i18n.language, { type: 'conjunction' }).format(services);

  return (
    <Page
      title={t('errors.bankTitle')}
      description={
        <span data-testid="bank-error">
          {services.length > 0
            ? t('errors.bankDescription', { what: t('errors.bankWhat'), services: list })
            : t('errors.bankDescriptionUnknown')}{' '}
          {t('errors.bankNext')}
        </span>
      }
    >
      <Card>
        <Inline space="sm" alignY="center">
          <Link asChild>
            <RouterLink to="/bank/home">{t('common.backHome')}</RouterLink>
          </Link>
        </Inline>
      </Card>
    </Page>
  );
}
