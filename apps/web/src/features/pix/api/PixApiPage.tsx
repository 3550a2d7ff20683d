import { useState } from 'react';
import { useListPixApiClients } from '@ipe/api-client/react-query';
import { dataOf } from '@ipe/api-client';
import { PIX_API_CLIENT_LIMIT, formatSaoPauloDateTime } from '@ipe/domain';
import { Button, Card, DescriptionList, ListItem, Notify, Stack, Text } from '@ipe/ui';
import type { PixApiClient } from '../../../app/api/types';
import { useFeatureTranslation } from '../../../app/i18n/featureTexts';
import { Loaded } from '../../../app/layout/Loaded';
import { Page } from '../../../app/layout/Page';
import { CountedList } from '../../../app/lists/CountedList';
import { useSession } from '../../../app/session/sessionContext';
import { PIX_TEXTS } from '../texts';
import { CreateApiClientForm } from './CreateApiClientForm';
import { RevokeApiClientDialog } from './RevokeApiClientDialog';

/**
 * pix/api (docs/architecture/pix-api.md): the credentials a shop's system calls the Pix API with,
 * creating them (the secret shown once) and revoking them.
 */
export function PixApiPage() {
  const { t } = useFeatureTranslation(PIX_TEXTS);
  const sub = useSession().session.accountId ?? '';
  const clients = useListPixApiClients(sub, { query: { enabled: sub !== '', select: dataOf } });
  const [revoking, setRevoking] = useState<PixApiClient | null>(null);

  return (
    <Page help="api-pix" title={t('api.title')} description={t('api.description')}>
      <Stack space="md">
        <Card as="section" title={t('api.howTitle')} headingLevel={2}>
          <Stack space="sm">
            <Text as="p" size="sm" tone="muted">
              {t('api.howHint')}
            </Text>
            <DescriptionList
              items={[
                { term: t('api.tokenUrl'), description: '/pix/v2/oauth/token' },
                { term: t('api.baseUrl'), description: '/pix/v2' },
                { term: t('api.operations'), description: t('api.operationsList') },
              ]}
            />
          </Stack>
        </Card>
        <Loaded read={clients} failed={t('api.loadError')}>
          {(list) => (
            <>
              <CountedList
                items={list}
                empty={{ title: t('api.empty'), description: t('api.emptyHint') }}
                count={t('api.count', { count: list.length, limit: PIX_API_CLIENT_LIMIT })}
                label={t('api.listLabel')}
              >
                {(client) => (
                  <ListItem
                    key={client.client_id}
                    title={client.name}
                    description={`${client.client_id} · ${t('api.created', {
                      date: formatSaoPauloDateTime(new Date(client.created_at)),
                    })} · ${
                      client.last_used_at
                        ? t('api.lastUsed', {
                            date: formatSaoPauloDateTime(new Date(client.last_used_at)),
                          })
                        : t('api.neverUsed')
                    }`}
                    trailing={
                      <Button
                        variant="ghost"
                        size="sm"
                        aria-label={t('api.revokeLabel', { name: client.name })}
                        onClick={() => setRevoking(client)}
                      >
                        {t('api.revoke')}
                      </Button>
                    }
                  />
                )}
              </CountedList>
              {list.length >= PIX_API_CLIENT_LIMIT ? (
                <Notify
                  variant="warning"
                  message={t('api.full', { limit: PIX_API_CLIENT_LIMIT })}
                />
              ) : (
                <Card as="section" title={t('api.create.title')} headingLevel={2}>
                  <CreateApiClientForm />
                </Card>
              )}
            </>
          )}
        </Loaded>
      </Stack>
      {revoking ? (
        <RevokeApiClientDialog client={revoking} onClose={() => setRevoking(null)} />
      ) : null}
    </Page>
  );
}
