import { useTranslation } from 'react-i18next';
import { ContentBlock, Spinner } from '@ipe/ui';

/** Shown while a screen's code arrives: a second's wait shows nothing moving (Spinner's delay). */
export function PageFallback() {
  const { t } = useTranslation();
  return (
    <ContentBlock>
      <Spinner size="lg" label={t('app.pageLoading')} delay />
    </ContentBlock>
  );
}
