import { formatBrl } from '@ipe/domain';
import { useGetAccountFees } from '@ipe/api-client/react-query';
import { Card, DescriptionList, Skeleton } from '@ipe/ui';
import { LoadFailed } from '../../app/layout/LoadFailed';
import { useFeatureTranslation } from '../../app/i18n/featureTexts';
import { SETTINGS_TEXTS } from './texts';

/** The bank's fee table for this kind of account (GET /v1/taxes/account-fees), as the server keeps it. */
export function AccountFees() {
  const { t } = useFeatureTranslation(SETTINGS_TEXTS);
  const fees = useGetAccountFees(undefined, { query: { select: (answer) => answer.data } });
  return (
    <Card as="section" title={t('feesTitle')} description={t('feesDescription')} headingLevel={2}>
      {fees.data ? (
        <DescriptionList
          items={fees.data.map((fee) => ({
            term: fee.name,
            description: `${fee.amount_cents === 0 ? t('feeFree') : formatBrl(fee.amount_cents)} · ${fee.description}`,
          }))}
        />
      ) : fees.isError ? (
        <LoadFailed title={t('feesError')} headingLevel={3} onRetry={() => void fees.refetch()} />
      ) : (
        <Skeleton shape="text" width="60%" />
      )}
    </Card>
  );
}
