import { type ReactNode, useMemo } from 'react';
import { setField } from '@ipe/domain';
import { BalanceCard, Button, Card, Dialog, Inline, Text, TransactionList } from '@ipe/ui';
import { useBalance } from '../../app/balance/useBalance';
import { useFeatureTranslation } from '../../app/i18n/featureTexts';
import { LoadFailed } from '../../app/layout/LoadFailed';
import { Page } from '../../app/layout/Page';
import { useDebouncedValue } from '../../app/lists/useDebouncedValue';
import { useSearchParamsState } from '../../app/lists/useSearchParamsState';
import { useWhenVisible } from '../../app/lists/useWhenVisible';
import { useClientState } from '../../app/session/clientStateContext';
import { IncomeReportDownload } from './IncomeReportDownload';
import { StatementExport } from './StatementExport';
import { StatementSummary } from './StatementSummary';
import { StatementFiltersForm } from './StatementFiltersForm';
import { filtersFrom, paramsOf, statementQueryOf, type StatementFilters } from './statementFilters';
import { STATEMENT_TEXTS } from './texts';
import { toTransaction } from './toTransaction';
import { useStatement } from './useStatement';

/**
 * The account statement (docs/architecture/statements.md): the balance, filters kept in the URL,
 * the movements by São Paulo day with each day's closing balance, each line opening its receipt,
 * the next page loading as the end of the list comes into view; the period's summary, its files
 * and the income report in dialogs opened above the list.
 */
export function StatementAccountPage({
  openDialog,
}: {
  /** A dialog open on arrival: stories show each over the page. */
  openDialog?: 'summary' | 'export' | 'incomeReport';
} = {}) {
  const { t } = useFeatureTranslation(STATEMENT_TEXTS);
  const { state, dispatch } = useClientState();
  const balance = useBalance();
  // The business clock of this visit: "the last 7 days" does not move while the screen is open.
  const now = useMemo(() => new Date(), []);
  const [filters, setFilters] = useSearchParamsState(
    (params) => filtersFrom(params, now),
    paramsOf,
  );
  // The search box answers every key; the server is asked once typing pauses.
  const q = useDebouncedValue(filters.q);
  const { query, problem } = statementQueryOf({ ...filters, q }, now);
  const statement = useStatement(query, { enabled: problem === null });
  const items = statement.data?.pages.flatMap((page) => page.items) ?? [];
  const dayBalances = Object.fromEntries(
    statement.data?.pages.flatMap((page) =>
      page.days.map((day) => [day.date, day.closing_balance_cents]),
    ) ?? [],
  );
  const filtered = Boolean(query.direction || query.category || query.q);
  const more = useWhenVisible<HTMLButtonElement>(() => {
    if (!statement.isFetchingNextPage) void statement.fetchNextPage();
  }, statement.hasNextPage);
  const change = (update: Partial<StatementFilters>) =>
    setFilters((previous) => ({ ...previous, ...update }));

  return (
    <Page help="extrato" title={t('account.title')}>
      <BalanceCard
        balance={state.balance}
        visible={state.isShowBalance}
        onVisibleChange={(visible) => dispatch(setField('isShowBalance', visible))}
        loading={balance.isPending && balance.fetchStatus !== 'idle'}
        error={balance.isError}
        onRetry={() => void balance.refetch()}
        title={t('account.balanceTitle')}
      />
      <StatementFiltersForm value={filters} problem={problem} now={now} onChange={change} />
      {/* What the period adds up to and the files of it, each a dialog away, so on a phone
          the movements come right after the filters. */}
      <Inline space="sm">
        {problem === null ? (
          <>
            <StatementDialog
              title={t('account.summary.title')}
              defaultOpen={openDialog === 'summary'}
            >
              <StatementSummary from={query.from} to={query.to} />
            </StatementDialog>
            <StatementDialog
              title={t('account.export.title')}
              defaultOpen={openDialog === 'export'}
            >
              <StatementExport from={query.from} to={query.to} />
            </StatementDialog>
          </>
        ) : null}
        <StatementDialog
          title={t('account.incomeReport.title')}
          defaultOpen={openDialog === 'incomeReport'}
        >
          <IncomeReportDownload />
        </StatementDialog>
      </Inline>
      <Card as="section" title={t('account.movements')} padding="sm">
        {statement.isError && items.length === 0 ? (
          <LoadFailed
            title={t('account.error')}
            headingLevel={3}
            onRetry={() => void statement.refetch()}
          />
        ) : (
          <TransactionList
            transactions={items.map((item) =>
              toTransaction(item, t('account.status', { returnObjects: true })),
            )}
            dayBalances={dayBalances}
            loading={problem === null && statement.isPending}
            hideAmounts={!state.isShowBalance}
            headingLevel={3}
            emptyTitle={filtered ? t('account.emptyFiltered') : t('account.empty')}
            emptyDescription={
              filtered ? (
                <Button
                  variant="secondary"
                  size="sm"
                  onClick={() => change({ direction: 'all', category: 'all', q: '' })}
                >
                  {t('account.clearFilters')}
                </Button>
              ) : undefined
            }
          />
        )}
      </Card>
      <Inline space="sm" alignY="center">
        {statement.hasNextPage ? (
          <Button
            ref={more}
            variant="secondary"
            loading={statement.isFetchingNextPage}
            onClick={() => void statement.fetchNextPage()}
          >
            {t('account.loadMore')}
          </Button>
        ) : items.length > 0 ? (
          <Text as="p" leading="normal" size="sm" tone="muted">
            {t('account.end')}
          </Text>
        ) : null}
      </Inline>
    </Page>
  );
}

/** A button named like the dialog it opens: on a phone, a sheet from the bottom edge. */
function StatementDialog({
  title,
  defaultOpen,
  children,
}: {
  title: string;
  defaultOpen: boolean;
  children: ReactNode;
}) {
  return (
    <Dialog
      title={title}
      defaultOpen={defaultOpen}
      position="bottom"
      trigger={
        <Button variant="secondary" size="sm">
          {title}
        </Button>
      }
    >
      {children}
    </Dialog>
  );
}
