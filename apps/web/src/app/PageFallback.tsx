import { useTranslation } from 'react-i18next';
import { Spinner } from '@ipe/ui';
import * as styles from './layout/page.css';

/** Shown while the first screen's code arrives. */
export function PageFallback() {
  const { t } = useTranslation();
  return (
    <div className={styles.page}>
      <Spinner size="lg" label={t('app.pageLoading')} />
    </div>
  );
}
