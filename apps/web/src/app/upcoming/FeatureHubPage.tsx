import { useTranslation } from 'react-i18next';
import { Card } from '@ipe/ui';
import { Page } from '../layout/Page';
import { FeatureLinks } from './FeatureLinks';
import { useFeatureHandle } from './useFeatureHandle';

/** A section's root (Pix, Receber, Transferir): what it offers, one link per function. */
export function FeatureHubPage() {
  const { t } = useTranslation();
  const { feature, base, entries } = useFeatureHandle();
  return (
    <Page title={t(`features.${feature}.title`)} description={t(`features.${feature}.description`)}>
      <Card padding="none">
        <FeatureLinks entries={entries} base={base} />
      </Card>
    </Page>
  );
}
