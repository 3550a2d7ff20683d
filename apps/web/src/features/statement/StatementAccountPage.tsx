import { useTranslation } from 'react-i18next';
import { Button, Card, EmptyState, Inline, Text, TransactionList } from '@ipe/ui';
import { Page } from '../../app/layout/Page';
import { toTransaction } from './toTransaction';
import { useStatement } from './useStatement';

/** The account statement: every movement of the ledger, newest first, by São Paulo day. */
export function StatementAccountPage() {
  const { t } = useTranslation();
  const statement = useStatement();
  const items = statement.data?.pages.flatMap((page) => page.items) ?? [];

  return (
    <Page title={t('statement.title')}>
      <Card padding="sm">
        {statement.isError && items.length === 0 ? (
          <EmptyState
            title={t('statement.error')}
            action={
              <Button variant="secondary" onClick={() => void statement.refetch()}>
                {t('common.retry')}
              </Button>
            }
          />
        ) : (
          <TransactionList
            transactions={items.map(toTransaction)}
            loading={statement.isPending}
            headingLevel={2}
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
      <Inline space="sm" alignY="center">
        {statement.hasNextPage ? (
          <Button
            variant="secondary"
            loading={statement.isFetchingNextPage}
            onClick={() => void statement.fetchNextPage()}
          >
            {t('statement.loadMore')}
          </Button>
        ) : items.length > 0 ? (
          <Text as="p" leading="normal" size="sm" tone="muted">
            {t('statement.end')}
          </Text>
        ) : null}
      </Inline>
    </Page>
  );
}
