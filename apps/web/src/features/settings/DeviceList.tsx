import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { getListDevicesQueryKey, useDisableDevice } from '@ipe/api-client/react-query';
import { formatDay, toSaoPauloDate } from '@ipe/domain';
import { Badge, Button, EmptyState, Inline, List, ListItem, Skeleton, useNotify } from '@ipe/ui';
import { apiFailureOf } from '../../app/api/errors';
import { failureMessage, handledByClient } from '../../app/api/failureText';
import type { Device } from '../../app/api/types';
import { useFeatureTranslation } from '../../app/i18n/featureTexts';
import { SETTINGS_TEXTS } from './texts';

/** The enabled devices, each with a way to disable it. */
export function DeviceList({
  devices,
  loading,
}: {
  devices: Device[] | undefined;
  loading: boolean;
}) {
  const { t } = useFeatureTranslation(SETTINGS_TEXTS);
  const { t: tApp } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();

  const disable = useDisableDevice({
    mutation: {
      onSuccess: () => {
        notify.positive(t('security.disabled'));
        void queryClient.invalidateQueries({ queryKey: getListDevicesQueryKey() });
      },
      onError: (failure) => {
        const found = apiFailureOf(failure);
        if (!handledByClient(found)) notify.negative(failureMessage(tApp, found));
      },
    },
  });

  if (loading) return <Skeleton shape="text" width="70%" />;
  if (!devices || devices.length === 0) {
    return <EmptyState title={t('security.devicesEmpty')} headingLevel={3} />;
  }
  return (
    <List>
      {devices.map((device) => {
        const name = device.label ?? t('security.unnamedDevice');
        return (
          <ListItem
            key={device.id_session}
            title={name}
            description={
              <>
                {t('security.enabledWith', {
                  date: formatDay(toSaoPauloDate(new Date(device.enabled_at))),
                  channel:
                    device.enabled_with === 'email'
                      ? t('security.channelEmail')
                      : t('security.channelTotp'),
                })}
                {device.current ? (
                  <Inline as="span" space="xs" marginBlockStart="xs">
                    <Badge tone="brand">{t('security.thisDevice')}</Badge>
                  </Inline>
                ) : null}
              </>
            }
            trailing={
              <Button
                variant="ghost"
                size="sm"
                aria-label={t('security.disableLabel', { name })}
                loading={disable.isPending && disable.variables?.id === device.id_session}
                onClick={() => disable.mutate({ id: device.id_session })}
              >
                {t('security.disable')}
              </Button>
            }
          />
        );
      })}
    </List>
  );
}
