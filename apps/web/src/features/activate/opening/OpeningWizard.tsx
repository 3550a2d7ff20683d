import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { dataOf } from '@ipe/api-client';
import { useGetOnboarding } from '@ipe/api-client/react-query';
import { onboardingStepsFor } from '@ipe/domain';
import { Card, Skeleton, Stack, Stepper, Text, useNotify } from '@ipe/ui';
import type { AccountApplication } from '../../../app/api/types';
import { useFeatureTranslation } from '../../../app/i18n/featureTexts';
import { ACTIVATE_TEXTS } from '../texts';
import { AddressStep } from './AddressStep';
import { CredentialsStep } from './CredentialsStep';
import { HolderStep } from './HolderStep';
import { IdentityStep } from './IdentityStep';
import { OpeningOutcome } from './OpeningOutcome';
import { onboardingToken } from './onboardingToken';
import { PhoneStep } from './PhoneStep';
import { RepresentativeStep } from './RepresentativeStep';
import { StartStep } from './StartStep';
import type { StepProps } from './stepProps';

/** The bar's steps before the server says which this application has: a person's. */
const FIRST_STEPS = onboardingStepsFor('person', false);

const STEP_SCREENS = {
  holder: HolderStep,
  phone: PhoneStep,
  address: AddressStep,
  representative: RepresentativeStep,
  credentials: CredentialsStep,
  identity: IdentityStep,
} satisfies Record<Exclude<AccountApplication['next_step'], 'done'>, (props: StepProps) => unknown>;

/**
 * Opening an account (docs/product/account-opening.md), one step at a time, each saved by the
 * server as it is done: a reload or a closed tab comes back to the step it left (the token in
 * storage), another browser with the e-mail and a new code. The server says which step is next.
 */
export function OpeningWizard() {
  const { t } = useFeatureTranslation(ACTIVATE_TEXTS);
  const { t: tApp } = useTranslation();
  const notify = useNotify();
  const [token, setToken] = useState(onboardingToken.read);
  const [saved, setSaved] = useState<AccountApplication | null>(null);
  const resumed = useGetOnboarding(
    { 'onboarding-token': token ?? '' },
    { query: { enabled: token !== null && saved === null, retry: false, staleTime: Infinity } },
  );
  const application = saved ?? (resumed.data ? dataOf(resumed.data) : null);

  const forget = () => {
    onboardingToken.clear();
    setToken(null);
    setSaved(null);
  };
  const expire = () => {
    notify.warning(tApp('ONBOARDING_SESSION_INVALID', { ns: 'errors' }));
    forget();
  };

  const confirmed = (next: string, answer: AccountApplication) => {
    onboardingToken.save(next);
    setToken(next);
    setSaved(answer);
  };
  const onSaved = (answer: AccountApplication) => {
    // Done: nothing is left to resume, the sign-in is the way in now.
    if (answer.next_step === 'done') onboardingToken.clear();
    setSaved(answer);
  };

  const waiting = token !== null && application === null && !resumed.isError;
  const active = token !== null && application !== null ? application : null;
  const step = active ? active.next_step : 'email';
  const Screen = step === 'email' || step === 'done' ? null : STEP_SCREENS[step];
  // The e-mail, then the steps the server gives this application (a company's opener who
  // invites the representative, or that representative, has fewer).
  const steps = ['email', ...(active?.steps ?? FIRST_STEPS)] as const;

  return (
    <Card as="section" title={t('open.title')} description={t('open.intro')} headingLevel={2}>
      <Stack space="lg">
        {step !== 'done' ? (
          <Stepper
            steps={steps.map((name) => t(`open.steps.${name as Exclude<typeof name, 'done'>}`))}
            current={steps.indexOf(step)}
            label={t('open.stepsLabel')}
            formatSummary={(current, total) => t('open.summary', { current, total })}
          />
        ) : null}
        {waiting ? (
          <Stack space="sm">
            <Text as="p" tone="muted" role="status">
              {t('open.loading')}
            </Text>
            <Skeleton shape="text" width="60%" />
          </Stack>
        ) : active && step === 'done' ? (
          <OpeningOutcome application={active} />
        ) : active && Screen && token ? (
          <Screen
            key={step}
            application={active}
            headers={{ 'onboarding-token': token }}
            onSaved={onSaved}
            onExpired={expire}
          />
        ) : (
          <StartStep onConfirmed={confirmed} />
        )}
      </Stack>
    </Card>
  );
}
