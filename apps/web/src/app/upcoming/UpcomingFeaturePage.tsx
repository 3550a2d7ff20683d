import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Badge, Card, EmptyState, Link } from '@ipe/ui';
import { Page } from '../layout/Page';
import * as styles from '../layout/page.css';
import { useConsultMode } from '../session/useConsultMode';
import { FeatureLinks } from './FeatureLinks';
import { useFeatureHandle } from './useFeatureHandle';

/** A function still to be built: what it will do, that it comes later, and where to go now. */
export function UpcomingFeaturePage() {
  const { t } = useTranslation();
  const { consult } = useConsultMode();
  const { feature, movesMoney, base, entries } = useFeatureHandle();
  const relatedId = useId();
  return (
    <Page
      title={t(`features.${feature}.title`)}
      description={t(`features.${feature}.description`)}
      actions={<Badge tone="warning">{t('upcoming.badge')}</Badge>}
    >
      <Card>
        <EmptyState
          title={t('common.comingSoon')}
          description={
            consult && movesMoney
              ? `${t('upcoming.body')} ${t('upcoming.consult')}`
              : t('upcoming.body')
          }
          action={
            <Link asChild>
              <RouterLink to="/bank/home">{t('common.backHome')}</RouterLink>
            </Link>
          }
        />
      </Card>
      {entries.length > 0 ? (
        <section className={styles.stack} aria-labelledby={relatedId}>
          <h2 id={relatedId} className={styles.sectionTitle}>
            {t('upcoming.related')}
          </h2>
          <Card padding="none">
            <FeatureLinks entries={entries} base={base} />
          </Card>
        </section>
      ) : null}
    </Page>
  );
}
