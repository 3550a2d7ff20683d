import { useTranslation } from 'react-i18next';
import { Avatar, Badge, Card, List, ListItem } from '@ipe/ui';
import { Page } from '../layout/Page';
import * as page from '../layout/page.css';
import { useSession } from '../session/sessionContext';

/**
 * settings/binduser: who can use this account and with what permission. The server does not
 * list memberships or take invitations yet, so this shows the signed-in user's own access.
 */
export function SettingsBindUserPage() {
  const { t } = useTranslation();
  const { session } = useSession();
  const status = session.accountStatus;
  const account = session.accounts.find((entry) => entry.account_id === status?.account_id);
  const userType = status?.user_type;
  const role =
    userType === 1
      ? t('binduser.userType1')
      : userType === 2
        ? t('binduser.userType2')
        : t('binduser.userType3');

  return (
    <Page title={t('binduser.title')} description={t('binduser.description')}>
      <Card as="section" title={t('binduser.you')} headingLevel={2} padding="sm">
        <List>
          <ListItem
            leading={account ? <Avatar name={account.name} size="sm" decorative /> : null}
            title={t('binduser.you')}
            description={account ? `${role} · ${account.name}` : role}
            trailing={
              account ? (
                <Badge tone={account.can_transact ? 'positive' : 'neutral'}>
                  {account.can_transact ? t('binduser.canTransact') : t('binduser.cannotTransact')}
                </Badge>
              ) : null
            }
          />
        </List>
      </Card>
      <Card as="section" title={t('binduser.inviteTitle')} headingLevel={2}>
        <p className={page.mutedText}>{t('binduser.inviteUnavailable')}</p>
      </Card>
    </Page>
  );
}
