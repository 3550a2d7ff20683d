import { useTranslation } from 'react-i18next';
import { ContentBlock, Spinner } from '@ipe/ui';

/** Shown while the first screen's code arrives. */
export function PageFallback() {
  const { t } = useTranslation();
  return (
    <ContentBlock>
      <Spinner size="lg" label={t('app.pageLoading')} />
    </ContentBlock>
  );
}
