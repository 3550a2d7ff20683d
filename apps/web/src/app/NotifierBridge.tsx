import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { NotificationReason } from '@ipe/api-client';
import { Link, useNotify } from '@ipe/ui';
import type { NotifyPort } from './notifyPort';

const REASON_TEXT = {
  'no-permission': 'httpErrors.noPermission',
  'pin-attempts-exceeded': 'httpErrors.pinAttemptsExceeded',
} as const satisfies Partial<Record<NotificationReason, string>>;

/**
 * Lets the api-client's notifier (SPEC §8: 423, 429) reach the kit's notifications, in the
 * chosen language by the notification's reason code; the device notice links to where the
 * device is enabled.
 */
export function NotifierBridge({ port }: { port: NotifyPort }) {
  const { t } = useTranslation();
  const notify = useNotify();

  useEffect(() => {
    return port.attach(({ type, reason }) => {
      const content: ReactNode =
        reason === 'device-not-enabled' ? (
          <>
            {t('httpErrors.deviceNotEnabled')}{' '}
            <Link href="#/bank/settings/security">{t('httpErrors.enableDevice')}</Link>
          </>
        ) : (
          t(REASON_TEXT[reason])
        );
      notify.notify(type, content);
    });
  }, [notify, t, port]);

  return null;
}
