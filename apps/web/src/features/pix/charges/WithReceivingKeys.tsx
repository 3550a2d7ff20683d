import type { ReactNode } from 'react';
import { useListPixKeys } from '@ipe/api-client/react-query';
import { Card, EmptyState } from '@ipe/ui';
import type { PixKey } from '../../../app/api/types';
import { useFeatureTranslation } from '../../../app/i18n/featureTexts';
import { Loaded } from '../../../app/layout/Loaded';
import { PIX_TEXTS } from '../texts';

/**
 * What a charge form stands on: the account's keys (the money goes into one). While they load,
 * a placeholder; when they could not be read, that, with a way to ask again (never the form as if
 * there were none: a boleto would go out without its Pix); with none, the reason to register one
 * first (unless the form can do without a key, as a boleto can); else the form, given the keys.
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
  return (
    <Loaded read={keys} failed={t('keys.loadError')} placeholder={['60%']}>
      {(list) =>
        list.length === 0 && !keyOptional ? (
          <Card>
            <EmptyState title={t('charge.noKeys')} />
          </Card>
        ) : (
          children(list)
        )
      }
    </Loaded>
  );
}
