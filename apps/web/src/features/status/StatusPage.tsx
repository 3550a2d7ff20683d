import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { isGuidedStatusName, statusGuide } from '@ipe/domain';
import { Badge, Card, DescriptionList, Inline, Link, Stack, Text } from '@ipe/ui';
import { useFeatureTranslation } from '../../app/i18n/featureTexts';
import { Page } from '../../app/layout/Page';
import { useSession } from '../../app/session/sessionContext';
import { STATUS_TEXTS } from './texts';

/** Where a status's next step happens: opening goes on at /activate; REMAKE_KYC is signed in. */
const ACTION_PATH = { activate: '/activate', verifyIdentity: '/bank/verify-identity' } as const;

/**
 * /status?accountStatus=…: what the account status means, what the holder can still do, the next
 * step with its button and how long it takes, from @ipe/domain's one table of statuses
 * (docs/product/account-status.md). A status it does not know gets the safe guide.
 */
export function StatusPage() {
  const { t } = useFeatureTranslation(STATUS_TEXTS);
  const { t: tApp } = useTranslation();
  const [params] = useSearchParams();
  const { session } = useSession();
  const name = params.get('accountStatus');
  const known = isGuidedStatusName(name) ? name : null;
  const guide = statusGuide(name);
  const signedIn = session.accountStatus !== null && session.token !== null;

  const links = (
    <Inline space="sm" alignY="center">
      {guide.action === 'activate' || guide.action === 'verifyIdentity' ? (
        <Link asChild>
          <RouterLink to={ACTION_PATH[guide.action]}>{t(`action.${guide.action}`)}</RouterLink>
        </Link>
      ) : null}
      {signedIn && guide.access !== 'none' ? (
        <Link asChild>
          <RouterLink to="/bank/home">
            {guide.access === 'full' ? t('continue') : t('continueConsult')}
          </RouterLink>
        </Link>
      ) : null}
      {!signedIn ? (
        <Link asChild>
          <RouterLink to="/">{t('signInAgain')}</RouterLink>
        </Link>
      ) : null}
      <Link asChild>
        <RouterLink to="/ajuda">{tApp('common.contactSupport')}</RouterLink>
      </Link>
    </Inline>
  );

  if (!known) {
    return (
      <Page help="status-da-conta" title={t('unknownTitle')} description={t('unknown')}>
        {links}
      </Page>
    );
  }

  return (
    <Page
      help="status-da-conta"
      title={t(`${known}.title`)}
      description={t(`${known}.description`)}
      actions={<Badge tone={guide.tone}>{t('title')}</Badge>}
    >
      <Card as="section" title={t('nextStep')} headingLevel={2}>
        <Stack space="md">
          <Text as="p" leading="normal">
            {t(`${known}.next`)}
          </Text>
          <DescriptionList
            items={[
              { term: t('meanwhile'), description: t(`access.${guide.access}`) },
              { term: t('expectedTime'), description: t(`expected.${guide.expected}`) },
            ]}
          />
          {links}
        </Stack>
      </Card>
    </Page>
  );
}
