import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { Badge, Card, Inline, Link, Stack, Stepper, Text } from '@ipe/ui';
import { Page } from '../../app/layout/Page';
import { AcceptInvitationForm } from './AcceptInvitationForm';

const STEPS = ['personal', 'address', 'password', 'pin', 'device'] as const;

/**
 * /activate: account opening and activation (DESIGN §6), announced with its steps, and accepting
 * an invitation to someone else's account, which works today.
 */
export function ActivatePage() {
  const { t } = useTranslation();
  return (
    <Page title={t('activate.title')} description={t('activate.intro')}>
      <Card
        as="section"
        title={t('activate.openTitle')}
        description={t('activate.openIntro')}
        headingLevel={2}
        action={<Badge tone="warning">{t('upcoming.badge')}</Badge>}
      >
        <Stack space="md">
          <Stepper
            steps={STEPS.map((step) => t(`activate.steps.${step}`))}
            current={0}
            label={t('activate.stepsLabel')}
            formatSummary={(current, total) => t('activate.summary', { current, total })}
          />
          <Text as="p" leading="normal">
            {t('activate.unavailable')}
          </Text>
          <Inline space="sm" alignY="center">
            <Link asChild>
              <RouterLink to="/ajuda">{t('common.contactSupport')}</RouterLink>
            </Link>
            <Link asChild>
              <RouterLink to="/">{t('forgotPassword.backToSignIn')}</RouterLink>
            </Link>
          </Inline>
        </Stack>
      </Card>
      <AcceptInvitationForm />
    </Page>
  );
}
