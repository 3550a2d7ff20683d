import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Card, Link, TransactionList } from '@ipe/ui';
import { toTransaction, useLatestMovements } from '../statement';
import { LoadFailed } from '../../app/layout/LoadFailed';

/** The five most recent movements, with a link to the whole statement. */
export function LatestMovements({ hideAmounts }: { hideAmounts: boolean }) {
  const { t } = useTranslation();
  const statement = useLatestMovements();
  const items = statement.data?.pages[0]?.items ?? [];
  return (
    <Card
      as="section"
      title={t('home.latest')}
      padding="sm"
      action={
        <Link asChild>
          <RouterLink to="/bank/statement/account">{t('home.seeAll')}</RouterLink>
        </Link>
      }
    >
      {statement.isError ? (
        <LoadFailed
          title={t('home.latestError')}
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
          todayLabel={t('home.today')}
          yesterdayLabel={t('home.yesterday')}
          creditLabel={t('home.credit')}
          debitLabel={t('home.debit')}
          loadingLabel={t('home.loadingMovements')}
          emptyTitle={t('home.latestEmpty')}
          emptyDescription={t('home.latestEmptyDescription')}
        />
      )}
    </Card>
  );
}
