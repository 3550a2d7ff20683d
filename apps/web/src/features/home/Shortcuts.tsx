import { useId, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import {
  PaymentIcon,
  PixIcon,
  QrIcon,
  ReceiveIcon,
  StatementIcon,
  TransferIcon,
} from '../../app/layout/icons';
import * as page from '../../app/layout/page.css';
import { useConsultMode } from '../../app/session/useConsultMode';
import * as styles from './home.css';

interface Shortcut {
  id: 'pix' | 'payment' | 'transfer' | 'receive' | 'qrcode' | 'statement';
  to: string;
  icon: ReactNode;
  movesMoney: boolean;
}

const SHORTCUTS: readonly Shortcut[] = [
  { id: 'pix', to: '/bank/pix', icon: <PixIcon />, movesMoney: true },
  { id: 'payment', to: '/bank/payment', icon: <PaymentIcon />, movesMoney: true },
  { id: 'transfer', to: '/bank/transfer', icon: <TransferIcon />, movesMoney: true },
  { id: 'qrcode', to: '/bank/pix/receive/qrcode', icon: <QrIcon />, movesMoney: false },
  { id: 'receive', to: '/bank/receive', icon: <ReceiveIcon />, movesMoney: false },
  { id: 'statement', to: '/bank/statement/account', icon: <StatementIcon />, movesMoney: false },
];

/**
 * The main actions of the account. In consult mode the money-moving ones stay in place but are
 * disabled (focusable, so their reason can be read).
 */
export function Shortcuts() {
  const { t } = useTranslation();
  const { consult } = useConsultMode();
  const headingId = useId();
  const hintId = useId();
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={page.sectionTitle}>
        {t('home.shortcuts')}
      </h2>
      <ul className={styles.shortcuts} role="list">
        {SHORTCUTS.map((shortcut) => {
          const label = t(`shortcuts.${shortcut.id}`);
          const content = (
            <>
              <span className={styles.tileIcon} aria-hidden="true">
                {shortcut.icon}
              </span>
              {label}
            </>
          );
          return (
            <li key={shortcut.id}>
              {consult && shortcut.movesMoney ? (
                <button
                  type="button"
                  className={styles.tile}
                  aria-disabled="true"
                  aria-describedby={hintId}
                >
                  {content}
                </button>
              ) : (
                <RouterLink to={shortcut.to} className={styles.tile}>
                  {content}
                </RouterLink>
              )}
            </li>
          );
        })}
      </ul>
      {consult ? (
        <p id={hintId} className={styles.hint}>
          {t('consult.disabledHint')}:{' '}
          {SHORTCUTS.filter((s) => s.movesMoney)
            .map((s) => t(`shortcuts.${s.id}`))
            .join(', ')}
          .
        </p>
      ) : null}
    </section>
  );
}
