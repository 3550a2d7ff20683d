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
import { useConsultMode } from '../../app/session/useConsultMode';
import { Box, Heading, ShortcutTile, Text, Tiles } from '@ipe/ui';
import { useFeatureTranslation } from '../../app/i18n/featureTexts';
import { HOME_TEXTS } from './texts';

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
  const { t } = useFeatureTranslation(HOME_TEXTS);
  const { t: tApp } = useTranslation();
  const { consult } = useConsultMode();
  const headingId = useId();
  const hintId = useId();
  return (
    <section aria-labelledby={headingId}>
      <Heading level={2} id={headingId}>
        {t('shortcutsTitle')}
      </Heading>
      <Tiles as="ul" columns={3} space="sm" role="list">
        {SHORTCUTS.map((shortcut) => {
          const label = t(`shortcuts.${shortcut.id}`);
          return (
            <li key={shortcut.id}>
              {consult && shortcut.movesMoney ? (
                <ShortcutTile icon={shortcut.icon} disabled aria-describedby={hintId}>
                  {label}
                </ShortcutTile>
              ) : (
                <ShortcutTile icon={shortcut.icon} asChild>
                  <RouterLink to={shortcut.to}>{label}</RouterLink>
                </ShortcutTile>
              )}
            </li>
          );
        })}
      </Tiles>
      {consult ? (
        <Box marginBlockStart="xs">
          <Text as="p" id={hintId} size="xs" tone="muted">
            {tApp('consult.disabledHint')}:{' '}
            {SHORTCUTS.filter((s) => s.movesMoney)
              .map((s) => t(`shortcuts.${s.id}`))
              .join(', ')}
            .
          </Text>
        </Box>
      ) : null}
    </section>
  );
}
