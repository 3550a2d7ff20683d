import { Link as RouterLink } from 'react-router-dom';
import { Heading, Inline, Link, Stack, Text } from '@ipe/ui';
import type { AccountApplication } from '../../../app/api/types';
import { useFeatureTranslation } from '../../../app/i18n/featureTexts';
import { ACTIVATE_TEXTS } from '../texts';

const OUTCOMES = ['ACTIVE', 'IN_ANALYSIS', 'REJECTED'] as const;
type Outcome = (typeof OUTCOMES)[number];

/**
 * Where the opening ended: open (sign in, and the first sign-in enables this device), in analysis,
 * or refused; each with its next step. Whoever invited the company's representative has no
 * sign-in: they read where it ended and who signs in.
 */
export function OpeningOutcome({ application }: { application: AccountApplication }) {
  const { t } = useFeatureTranslation(ACTIVATE_TEXTS);
  const status = application.account_status;
  const outcome: Outcome = OUTCOMES.find((name) => name === status) ?? 'IN_ANALYSIS';
  const invited = application.invitation;
  if (invited) {
    return (
      <Stack space="md">
        <Heading level={3}>{t(`outcome.company.${outcome}.title`)}</Heading>
        <Text as="p" leading="normal">
          {t(`outcome.company.${outcome}.body`, { name: invited.name })}
        </Text>
      </Stack>
    );
  }
  const email = application.email;
  return (
    <Stack space="md">
      <Heading level={3}>{t(`outcome.${outcome}.title`)}</Heading>
      <Text as="p" leading="normal">
        {t(`outcome.${outcome}.body`)}
      </Text>
      <Inline space="md" alignY="center">
        {outcome === 'REJECTED' ? (
          <Link asChild>
            <RouterLink to="/ajuda">{t('outcome.help')}</RouterLink>
          </Link>
        ) : (
          <Link asChild>
            <RouterLink to={`/?email=${encodeURIComponent(email)}`}>
              {t('outcome.signIn')}
            </RouterLink>
          </Link>
        )}
        {outcome !== 'ACTIVE' ? (
          <Link asChild>
            <RouterLink to={`/status?accountStatus=${outcome}`}>{t('outcome.status')}</RouterLink>
          </Link>
        ) : null}
      </Inline>
    </Stack>
  );
}
