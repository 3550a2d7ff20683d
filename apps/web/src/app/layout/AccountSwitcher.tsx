import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { useSwitchAccount } from '@ipe/api-client/react-query';
import {
  Avatar,
  Badge,
  Button,
  Dialog,
  List,
  ListItem,
  useLoadingOverlay,
  useNotify,
} from '@ipe/ui';
import { apiFailureOf } from '../api/errors';
import { failureMessage, handledByClient } from '../api/failureText';
import { useSession } from '../session/sessionContext';
import { landingPathFor, useOpenSession } from '../session/useOpenSession';

/**
 * Shown by BankLayout when ACCOUNTS holds more than one account (and loaded only then). The
 * server binds a session to one account: opening another asks it for a session there (the same
 * person, so no password or captcha again; docs/product/session.md), and this one ends.
 */
export function AccountSwitcher() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { session } = useSession();
  const notify = useNotify();
  const overlay = useLoadingOverlay();
  const openSession = useOpenSession();
  const { mutateAsync: switchAccount } = useSwitchAccount();
  const [open, setOpen] = useState(false);

  const current = session.accountStatus?.account_id;
  const switchTo = async (accountId: string, name: string) => {
    setOpen(false);
    overlay.show(t('header.switching', { name }));
    try {
      const answer = await switchAccount({ data: { account_id: accountId } });
      await openSession(answer);
      navigate(landingPathFor(answer.account_status.status_name), { replace: true });
    } catch (error) {
      const failure = apiFailureOf(error);
      if (!handledByClient(failure)) notify.negative(failureMessage(t, failure));
    } finally {
      overlay.hide();
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={setOpen}
      title={t('header.switchAccountTitle')}
      description={t('header.switchAccountDescription')}
      closeLabel={t('common.close')}
      trigger={
        <Button variant="secondary" size="sm">
          {t('header.switchAccount')}
        </Button>
      }
    >
      <List>
        {session.accounts.map((account) =>
          account.account_id === current ? (
            <ListItem
              key={account.account_id}
              leading={<Avatar name={account.name} size="sm" decorative />}
              // With the name rather than trailing: on a phone a trailing badge squeezes the
              // account line into a narrow column.
              title={
                <>
                  {account.name} <Badge tone="brand">{t('header.currentAccount')}</Badge>
                </>
              }
              description={t('header.accountLine', {
                branch: account.branch,
                number: account.number,
              })}
            />
          ) : (
            <ListItem
              key={account.account_id}
              leading={<Avatar name={account.name} size="sm" decorative />}
              title={account.name}
              description={t('header.accountLine', {
                branch: account.branch,
                number: account.number,
              })}
              onClick={() => void switchTo(account.account_id, account.name)}
            />
          ),
        )}
      </List>
    </Dialog>
  );
}
