import { useState } from 'react';
import { useGetBankAccount, useListPixKeys } from '@ipe/api-client/react-query';
import { dataOf } from '@ipe/api-client';
import { PIX_KEY_LIMITS, formatSaoPauloDateTime } from '@ipe/domain';
import { Button, Card, ListItem, Notify, Stack } from '@ipe/ui';
import type { PixKey } from '../../../app/api/types';
import { useFeatureTranslation } from '../../../app/i18n/featureTexts';
import { Loaded } from '../../../app/layout/Loaded';
import { Page } from '../../../app/layout/Page';
import { CountedList } from '../../../app/lists/CountedList';
import { useSession } from '../../../app/session/sessionContext';
import { PIX_TEXTS } from '../texts';
import { KeyClaims } from './KeyClaims';
import { keyText } from './keyText';
import { RegisterKeyForm } from './RegisterKeyForm';
import { RemoveKeyDialog } from './RemoveKeyDialog';

/**
 * pix/keys (docs/architecture/pix-keys.md): the account's keys with how many more it may have,
 * deleting one, registering another, and the portability and ownership requests on keys.
 */
export function KeysPage() {
  const { t } = useFeatureTranslation(PIX_TEXTS);
  const sub = useSession().session.accountId ?? '';
  const keys = useListPixKeys(sub, { query: { enabled: sub !== '', select: dataOf } });
  const account = useGetBankAccount(sub, { query: { enabled: sub !== '', select: dataOf } });
  const [removing, setRemoving] = useState<PixKey | null>(null);
  const limit = PIX_KEY_LIMITS[account.data?.kind ?? 'person'];

  return (
    <Page help="chaves-pix" title={t('keys.title')} description={t('keys.description')}>
      {/* How many keys the account may have depends on its kind: the list waits for both. */}
      <Loaded
        read={{
          data: account.isPending ? undefined : keys.data,
          isError: keys.isError,
          error: keys.error,
          refetch: keys.refetch,
        }}
        failed={t('keys.loadError')}
      >
        {(list) => (
          <Stack space="md">
            <CountedList
              items={list}
              empty={{ title: t('keys.empty'), description: t('keys.emptyHint') }}
              count={t('keys.count', { count: list.length, limit })}
              label={t('keys.listLabel')}
            >
              {(key) => (
                <ListItem
                  key={key.key}
                  title={keyText(key.key_type, key.key)}
                  description={`${t(`keyTypes.${key.key_type}`)} · ${t('keys.since', {
                    date: formatSaoPauloDateTime(new Date(key.created_at)),
                  })}`}
                  trailing={
                    <Button
                      variant="ghost"
                      size="sm"
                      aria-label={t('keys.removeLabel', {
                        key: keyText(key.key_type, key.key),
                      })}
                      onClick={() => setRemoving(key)}
                    >
                      {t('keys.remove')}
                    </Button>
                  }
                />
              )}
            </CountedList>
            <KeyClaims />
            {list.length >= limit ? (
              <Notify variant="warning" message={t('keys.full', { limit })} />
            ) : account.data ? (
              <Card as="section" title={t('keys.register.title')} headingLevel={2}>
                <RegisterKeyForm account={account.data} keys={list} />
              </Card>
            ) : null}
          </Stack>
        )}
      </Loaded>
      {removing ? <RemoveKeyDialog pixKey={removing} onClose={() => setRemoving(null)} /> : null}
    </Page>
  );
}
