import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router-dom';
import { Badge, Card } from '@ipe/ui';
import { Page } from '../../app/layout/Page';
import * as styles from '../../app/layout/page.css';

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
        <p className={styles.text}>{t('boleto.body')}</p>
      </Card>
    </Page>
  );
}
