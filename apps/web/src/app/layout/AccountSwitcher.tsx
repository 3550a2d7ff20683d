import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { Avatar, Badge, Button, Dialog, List, ListItem } from '@ipe/ui';
import { useSession } from '../session/sessionContext';

/**
 * Shown when ACCOUNTS holds more than one account. The server binds a session to one account,
 * so opening another one ends this session and signs in again with that account chosen.
 */
export function AccountSwitcher() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { session } = useSession();
  const [open, setOpen] = useState(false);
  if (session.accounts.length <= 1) return null;

  const current = session.accountStatus?.account_id;
  const switchTo = (accountId: string, name: string) => {
    setOpen(false);
    const query = new URLSearchParams({ switchTo: accountId, name });
    navigate(`/logout?${query.toString()}`);
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
              onClick={() => switchTo(account.account_id, account.name)}
            />
          ),
        )}
      </List>
    </Dialog>
  );
}
