import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { Badge, Card, Inline, Link, Stack, Text } from '@ipe/ui';
import { ACCOUNT_STATUS_NAMES, type AccountStatusName } from '../../app/api/types';
import { Page } from '../../app/layout/Page';
import { useSession } from '../../app/session/sessionContext';

const isStatusName = (value: string | null): value is AccountStatusName =>
  value !== null && (ACCOUNT_STATUS_NAMES as readonly string[]).includes(value);

/** Statuses whose next step happens in the app (activation, identity check). */
const ACTION_PATH = { PENDING_ACTIVATION: '/activate', REMAKE_KYC: '/activate' } as const;

const TONE: Record<AccountStatusName, 'positive' | 'warning' | 'negative' | 'neutral'> = {
  ACTIVE: 'positive',
  IN_ANALYSIS: 'warning',
  PENDING_ACTIVATION: 'warning',
  REMAKE_KYC: 'warning',
  BLOCKED: 'negative',
  CLOSED: 'neutral',
};

/** /status?accountStatus=…: what the account status means and what to do next. */
export function StatusPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const { session } = useSession();
  const name = params.get('accountStatus');
  const signedIn = session.accountStatus !== null && session.token !== null;

  const links = (
    <Inline space="sm" alignY="center">
      {isStatusName(name) && name in ACTION_PATH ? (
        <Link asChild>
          <RouterLink to={ACTION_PATH[name as keyof typeof ACTION_PATH]}>
            {t(`status.${name as keyof typeof ACTION_PATH}.action`)}
          </RouterLink>
        </Link>
      ) : null}
      {signedIn && name !== 'CLOSED' ? (
        <Link asChild>
          <RouterLink to="/bank/home">
            {name === 'ACTIVE' ? t('common.continue') : t('status.continueConsult')}
          </RouterLink>
        </Link>
      ) : null}
      {!signedIn ? (
        <Link asChild>
          <RouterLink to="/">{t('status.signInAgain')}</RouterLink>
        </Link>
      ) : null}
      <Link asChild>
        <RouterLink to="/ajuda">{t('status.contact')}</RouterLink>
      </Link>
    </Inline>
  );

  if (!isStatusName(name)) {
    return (
      <Page title={t('status.unknownTitle')} description={t('status.unknown')}>
        {links}
      </Page>
    );
  }

  return (
    <Page
      title={t(`status.${name}.title`)}
      description={t(`status.${name}.description`)}
      actions={<Badge tone={TONE[name]}>{t('status.title')}</Badge>}
    >
      <Card as="section" title={t('status.nextStep')} headingLevel={2}>
        <Stack space="md">
          <Text as="p" leading="normal">
            {t(`status.${name}.next`)}
          </Text>
          {links}
        </Stack>
      </Card>
    </Page>
  );
}
