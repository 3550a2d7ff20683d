import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Badge, Card, EmptyState, Heading, Link, Stack } from '@ipe/ui';
import { Page } from '../layout/Page';
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
        <Stack as="section" space="md" aria-labelledby={relatedId}>
          <Heading level={2} id={relatedId}>
            {t('upcoming.related')}
          </Heading>
          <Card padding="none">
            <FeatureLinks entries={entries} base={base} />
          </Card>
        </Stack>
      ) : null}
    </Page>
  );
}
