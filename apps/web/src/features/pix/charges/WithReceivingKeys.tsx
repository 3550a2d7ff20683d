import type { ReactNode } from 'react';
import { useListPixKeys } from '@ipe/api-client/react-query';
import { Card, EmptyState, Skeleton } from '@ipe/ui';
import type { PixKey } from '../../../app/api/types';
import { useFeatureTranslation } from '../../../app/i18n/featureTexts';
import { PIX_TEXTS } from '../texts';

/**
 * What a charge form stands on: the account's keys (the money goes into one). While they load,
 * a placeholder; with none, the reason to register one first (unless the form can do without a
 * key, as a boleto can); else the form, given the keys.
 */
export function WithReceivingKeys({
  sub,
  keyOptional = false,
  children,
}: {
  sub: string;
  keyOptional?: boolean;
  children: (keys: PixKey[]) => ReactNode;
}) {
  const { t } = useFeatureTranslation(PIX_TEXTS);
  const keys = useListPixKeys(sub, { query: { enabled: sub !== '', select: (a) => a.data } });
  if (keys.isPending) {
    return (
      <Card aria-busy="true">
        <Skeleton shape="text" width="60%" />
      </Card>
    );
  }
  if (!keys.data?.length && !keyOptional) {
    return (
      <Card>
        <EmptyState title={t('charge.noKeys')} />
      </Card>
    );
  }
  return children(keys.data ?? []);
}
