import { Link as RouterLink } from 'react-router-dom';
import { Heading, Inline, Link, Stack, Text } from '@ipe/ui';
import { useFeatureTranslation } from '../../../app/i18n/featureTexts';
import { ACTIVATE_TEXTS } from '../texts';

const OUTCOMES = ['ACTIVE', 'IN_ANALYSIS', 'REJECTED'] as const;
type Outcome = (typeof OUTCOMES)[number];

/**
 * Where the opening ended: open (sign in, and the first sign-in enables this device), in analysis,
 * or refused; each with its next step.
 */
export function OpeningOutcome({ status, email }: { status: string | null; email: string }) {
  const { t } = useFeatureTranslation(ACTIVATE_TEXTS);
  const outcome: Outcome = OUTCOMES.find((name) => name === status) ?? 'IN_ANALYSIS';
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
