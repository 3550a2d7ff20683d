import { useEffect, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGES } from '@ipe/domain';
import { useNotify } from '@ipe/ui';
import * as styles from '../layout/page.css';
import type { NotifyPort } from './notifyPort';

/**
 * Lets the api-client's notifier (SPEC §8: 423, 429) reach the kit's notifications. Its pt-BR
 * messages are shown in the chosen language, and the device message links to where the device
 * is enabled.
 */
export function NotifierBridge({ port }: { port: NotifyPort }) {
  const { t } = useTranslation();
  const notify = useNotify();

  useEffect(() => {
    return port.attach(({ type, message }) => {
      let content: ReactNode = message;
      if (message === MESSAGES.DEVICE_NOT_ENABLED) {
        content = (
          <>
            {t('httpErrors.deviceNotEnabled')}{' '}
            <a className={styles.inlineLink} href="#/bank/settings/security">
              {t('httpErrors.enableDevice')}
            </a>
          </>
        );
      } else if (message === MESSAGES.NO_PERMISSION) content = t('httpErrors.noPermission');
      else if (message === MESSAGES.PIN_ATTEMPTS_EXCEEDED)
        content = t('httpErrors.pinAttemptsExceeded');
      notify.notify(type, content);
    });
  }, [notify, t, port]);

  return null;
}
