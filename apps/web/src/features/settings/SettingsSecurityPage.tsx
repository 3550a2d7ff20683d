import { useQueryClient } from '@tanstack/react-query';
import { getListDevicesQueryKey } from '@ipe/api-client/react-query';
import { Badge, Card, Notify, Stack, Text } from '@ipe/ui';
import { Page } from '../../app/layout/Page';
import { useSession } from '../../app/session/sessionContext';
import { DeviceEnabler } from './DeviceEnabler';
import { DeviceList } from './DeviceList';
import { PasswordForm } from './PasswordForm';
import { PinForm } from './PinForm';
import { useDevices } from './useDevices';
import { useFeatureTranslation } from '../../app/i18n/featureTexts';
import { SETTINGS_TEXTS } from './texts';

/** settings/security: this device (enable it with a one-time code), devices, PIN and password. */
export function SettingsSecurityPage() {
  const { t } = useFeatureTranslation(SETTINGS_TEXTS);
  const queryClient = useQueryClient();
  const { session } = useSession();
  const devices = useDevices();
  const enabled = session.idSession !== null;

  return (
    <Page help="seguranca" title={t('sections.security')}>
      <Card
        as="section"
        title={t('security.deviceTitle')}
        headingLevel={2}
        action={
          enabled ? (
            <Badge tone="positive">{t('security.deviceEnabledBadge')}</Badge>
          ) : (
            <Badge tone="warning">{t('security.deviceDisabledBadge')}</Badge>
          )
        }
      >
        <Stack space="md">
          <Text as="p" leading="normal" data-testid="device-status">
            {enabled ? t('security.deviceEnabled') : t('security.deviceDisabled')}
          </Text>
          {enabled ? null : (
            <DeviceEnabler
              onEnabled={() =>
                void queryClient.invalidateQueries({ queryKey: getListDevicesQueryKey() })
              }
            />
          )}
        </Stack>
      </Card>
      <Card as="section" title={t('security.devicesTitle')} headingLevel={2} padding="sm">
        {devices.isError ? (
          <Notify variant="negative" message={t('security.devicesError')} />
        ) : (
          <DeviceList devices={devices.data} loading={devices.isPending} />
        )}
      </Card>
      <PinForm />
      <PasswordForm />
    </Page>
  );
}
