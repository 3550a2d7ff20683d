import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Badge, Card, Text } from '@ipe/ui';
import { Page } from '../../app/layout/Page';

/** /boleto/{identifier}: the public page of an issued boleto (DESIGN §6), still to come. */
export function BoletoPage() {
  const { t } = useTranslation();
  const { identifier = '' } = useParams();
  return (
    <Page
      title={t('boleto.title')}
      description={t('boleto.identifier', { identifier })}
      actions={<Badge tone="warning">{t('upcoming.badge')}</Badge>}
    >
      <Card>
        <Text as="p" leading="normal">
          {t('boleto.body')}
        </Text>
      </Card>
    </Page>
  );
}
