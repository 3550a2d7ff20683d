import { useTranslation } from 'react-i18next';
import { formatBrl } from '@ipe/domain';
import { useGetAccountFees } from '@ipe/api-client/react-query';
import { Card, DescriptionList, Skeleton } from '@ipe/ui';
import { LoadFailed } from '../../app/layout/LoadFailed';

/** The bank's fee table for this kind of account (GET /v1/taxes/account-fees), as the server keeps it. */
export function AccountFees() {
  const { t } = useTranslation();
  const fees = useGetAccountFees(undefined, { query: { select: (answer) => answer.data } });
  return (
    <Card
      as="section"
      title={t('settings.feesTitle')}
      description={t('settings.feesDescription')}
      headingLevel={2}
    >
      {fees.data ? (
        <DescriptionList
          items={fees.data.map((fee) => ({
            term: fee.name,
            description: `${fee.amount_cents === 0 ? t('settings.feeFree') : formatBrl(fee.amount_cents)} · ${fee.description}`,
          }))}
        />
      ) : fees.isError ? (
        <LoadFailed
          title={t('settings.feesError')}
          headingLevel={3}
          onRetry={() => void fees.refetch()}
        />
      ) : (
        <Skeleton shape="text" width="60%" />
      )}
    </Card>
  );
}
