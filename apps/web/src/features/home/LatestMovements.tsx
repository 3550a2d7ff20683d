import { Link as RouterLink } from 'react-router-dom';
import { Card, Link, TransactionList } from '@ipe/ui';
import { toTransaction, useLatestMovements } from '../statement';
import { LoadFailed } from '../../app/layout/LoadFailed';
import { useFeatureTranslation } from '../../app/i18n/featureTexts';
import { HOME_TEXTS } from './texts';

/** The five most recent movements, with a link to the whole statement. */
export function LatestMovements({ hideAmounts }: { hideAmounts: boolean }) {
  const { t } = useFeatureTranslation(HOME_TEXTS);
  const statement = useLatestMovements();
  const items = statement.data?.pages[0]?.items ?? [];
  return (
    <Card
      as="section"
      title={t('latest')}
      padding="sm"
      action={
        <Link asChild>
          <RouterLink to="/bank/statement/account">{t('seeAll')}</RouterLink>
        </Link>
      }
    >
      {statement.isError ? (
        <LoadFailed
          title={t('latestError')}
          headingLevel={3}
          size="sm"
          onRetry={() => void statement.refetch()}
        />
      ) : (
        <TransactionList
          transactions={items.map((item) => toTransaction(item))}
          loading={statement.isPending}
          hideAmounts={hideAmounts}
          headingLevel={3}
          todayLabel={t('today')}
          yesterdayLabel={t('yesterday')}
          creditLabel={t('credit')}
          debitLabel={t('debit')}
          loadingLabel={t('loadingMovements')}
          emptyTitle={t('latestEmpty')}
          emptyDescription={t('latestEmptyDescription')}
        />
      )}
    </Card>
  );
}
