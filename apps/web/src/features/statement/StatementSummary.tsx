import { useGetStatementSummary } from '@ipe/api-client/react-query';
import { formatBrl } from '@ipe/domain';
import { BarChart, Stack, Text } from '@ipe/ui';
import { Loaded } from '../../app/layout/Loaded';
import { useFeatureTranslation } from '../../app/i18n/featureTexts';
import { useClientState } from '../../app/session/clientStateContext';
import { useSession } from '../../app/session/sessionContext';
import { monthLabel } from './statementFilters';
import { STATEMENT_TEXTS } from './texts';

/**
 * The period as a picture: spending by kind, and money in against money out per month. The
 * numbers are also in each chart's table; amounts hide with the one balance toggle. Read when
 * shown (the statement opens it in a dialog), not with every visit to the list.
 */
export function StatementSummary({
  from,
  to,
}: {
  from?: string | undefined;
  to?: string | undefined;
}) {
  const { t, i18n } = useFeatureTranslation(STATEMENT_TEXTS);
  const { state } = useClientState();
  const sub = useSession().session.accountId ?? '';
  const summary = useGetStatementSummary(
    sub,
    { ...(from ? { from } : {}), ...(to ? { to } : {}) },
    { query: { select: (answer) => answer.data } },
  );
  return (
    <Loaded read={summary} failed={t('account.summary.error')}>
      {(data) => {
        const spending = data.by_category.filter((row) => row.debit_cents > 0);
        return data.by_month.length === 0 ? (
          <Text as="p" size="sm" tone="muted" leading="normal">
            {t('account.summary.empty')}
          </Text>
        ) : (
          <Stack space="lg">
            <BarChart
              caption={t('account.summary.byMonth')}
              rowHeader={t('account.summary.month')}
              series={[
                { key: 'in', label: t('account.summary.in'), tone: 'positive' },
                { key: 'out', label: t('account.summary.out'), tone: 'negative' },
              ]}
              rows={data.by_month.map((row) => ({
                key: row.month,
                label: monthLabel(row.month, i18n.language),
                values: { in: row.credit_cents, out: row.debit_cents },
              }))}
              formatValue={formatBrl}
              hideValues={!state.isShowBalance}
            />
            {spending.length > 0 ? (
              <BarChart
                caption={t('account.summary.byCategory')}
                rowHeader={t('account.category')}
                series={[{ key: 'out', label: t('account.summary.spent'), tone: 'brand' }]}
                rows={spending.map((row) => ({
                  key: row.category,
                  label: t(`account.categories.${row.category}`),
                  values: { out: row.debit_cents },
                }))}
                formatValue={formatBrl}
                hideValues={!state.isShowBalance}
              />
            ) : null}
          </Stack>
        );
      }}
    </Loaded>
  );
}
