import { Avatar, Badge, Card, Inline, List, ListItem, Notify, Skeleton, Text } from '@ipe/ui';
import type { BoundUser } from '../../app/api/types';
import { LoadFailed } from '../../app/layout/LoadFailed';
import { Page } from '../../app/layout/Page';
import { useSession } from '../../app/session/sessionContext';
import { BoundUserActions } from './BoundUserActions';
import { InviteForm } from './InviteForm';
import { useBoundUsers } from './useBoundUsers';
import { useFeatureTranslation } from '../../app/i18n/featureTexts';
import { SETTINGS_TEXTS } from './texts';

/** Holders first, then operators, then read-only users; the caller first among equals. */
function byRole(a: BoundUser, b: BoundUser): number {
  return a.user_type - b.user_type || Number(b.is_you) - Number(a.is_you);
}

/**
 * settings/binduser: who can use this account, with what access and whether they may move money,
 * and pending invitations. The holder invites, changes and removes; everyone else sees the list
 * and why they cannot change it.
 */
export function SettingsBindUserPage() {
  const { t } = useFeatureTranslation(SETTINGS_TEXTS);
  const { session } = useSession();
  const users = useBoundUsers();
  const holder = session.accountStatus?.user_type === 1;

  const roleOf = (userType: number) =>
    userType === 1
      ? t('binduser.userType1')
      : userType === 2
        ? t('binduser.userType2')
        : t('binduser.userType3');

  let list;
  if (users.isError) {
    list = (
      <LoadFailed
        title={t('binduser.listError')}
        headingLevel={3}
        onRetry={() => void users.refetch()}
      />
    );
  } else if (!users.data) {
    list = (
      <div aria-busy="true" aria-label={t('binduser.loading')} role="status">
        <Skeleton shape="text" width="70%" />
        <Skeleton shape="text" width="50%" />
      </div>
    );
  } else {
    const sorted = [...users.data].sort(byRole);
    list = (
      <List>
        {sorted.map((user) => (
          <ListItem
            key={user.user_id}
            leading={<Avatar name={user.name} size="sm" decorative />}
            title={user.is_you ? t('binduser.yourName', { name: user.name }) : user.name}
            description={
              <>
                {t('binduser.details', { email: user.email, role: roleOf(user.user_type) })}
                <Inline as="span" space="xs" marginBlockStart="xs">
                  {user.status === 'invited' ? (
                    <Badge tone="warning">{t('binduser.statusInvited')}</Badge>
                  ) : (
                    <Badge tone="neutral">{t('binduser.statusActive')}</Badge>
                  )}
                  <Badge tone={user.can_transact ? 'positive' : 'neutral'}>
                    {user.can_transact ? t('binduser.canTransact') : t('binduser.cannotTransact')}
                  </Badge>
                </Inline>
              </>
            }
            trailing={
              holder && !user.is_you && user.user_type !== 1 ? (
                <BoundUserActions user={user} />
              ) : null
            }
          />
        ))}
      </List>
    );
  }

  return (
    <Page help="usuarios" title={t('binduser.title')} description={t('binduser.description')}>
      <Card as="section" title={t('binduser.listTitle')} headingLevel={2} padding="sm">
        {list}
        {users.data && users.data.length <= 1 ? (
          <Text as="p" size="sm" tone="muted">
            {t('binduser.listEmpty')}
          </Text>
        ) : null}
      </Card>
      {holder ? (
        <InviteForm />
      ) : (
        <Notify
          variant="warning"
          live={false}
          message={t('binduser.holderOnly')}
          data-testid="holder-only"
        />
      )}
    </Page>
  );
}
