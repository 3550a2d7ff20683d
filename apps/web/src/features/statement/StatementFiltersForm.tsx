import { MOVEMENT_CATEGORIES, type StatementRangeProblem } from '@ipe/domain';
import { Card, Columns, Select, Stack, TextField } from '@ipe/ui';
import { useFeatureTranslation } from '../../app/i18n/featureTexts';
import {
  PERIOD_CHOICES,
  monthLabel,
  recentMonths,
  type PeriodChoice,
  type StatementFilters,
} from './statementFilters';
import { STATEMENT_TEXTS } from './texts';

export interface StatementFiltersFormProps {
  value: StatementFilters;
  /** Why the chosen dates cannot be asked for (the server's own rule), shown on the dates. */
  problem: StatementRangeProblem | null;
  now: Date;
  /** Only what changed: a second change made before the screen re-renders keeps the first. */
  onChange: (change: Partial<StatementFilters>) => void;
}

/** Period, direction, kind and search: each change applies at once (no submit button). */
export function StatementFiltersForm({ value, problem, now, onChange }: StatementFiltersFormProps) {
  const { t, i18n } = useFeatureTranslation(STATEMENT_TEXTS);
  const dateError = problem ? t(`account.rangeProblem.${problem}`) : undefined;

  return (
    <Card as="section" title={t('account.filters')} padding="sm">
      <Stack space="md">
        <Columns space="md">
          <Select
            label={t('account.period')}
            options={PERIOD_CHOICES.map((choice) => ({
              value: choice,
              label: t(`account.periods.${choice}`),
            }))}
            value={value.period}
            onValueChange={(period) => onChange({ period: period as PeriodChoice })}
          />
          <TextField
            type="search"
            label={t('account.search')}
            value={value.q}
            maxLength={80}
            onChange={(event) => onChange({ q: event.target.value })}
          />
        </Columns>
        {value.period === 'month' ? (
          <Columns space="md">
            <Select
              label={t('account.month')}
              options={recentMonths(now).map((month) => ({
                value: month,
                label: monthLabel(month, i18n.language),
              }))}
              value={value.month}
              onValueChange={(month) => onChange({ month })}
            />
          </Columns>
        ) : null}
        {value.period === 'custom' ? (
          <Columns space="md">
            <TextField
              type="date"
              label={t('account.from')}
              value={value.from}
              onChange={(event) => onChange({ from: event.target.value })}
              error={dateError}
            />
            <TextField
              type="date"
              label={t('account.to')}
              value={value.to}
              onChange={(event) => onChange({ to: event.target.value })}
            />
          </Columns>
        ) : null}
        <Columns space="md">
          <Select
            label={t('account.direction')}
            options={(['all', 'credit', 'debit'] as const).map((direction) => ({
              value: direction,
              label: t(`account.directions.${direction}`),
            }))}
            value={value.direction}
            onValueChange={(direction) =>
              onChange({ direction: direction as StatementFilters['direction'] })
            }
          />
          <Select
            label={t('account.category')}
            options={(['all', ...MOVEMENT_CATEGORIES] as const).map((category) => ({
              value: category,
              label: t(`account.categories.${category}`),
            }))}
            value={value.category}
            onValueChange={(category) =>
              onChange({ category: category as StatementFilters['category'] })
            }
          />
        </Columns>
      </Stack>
    </Card>
  );
}
