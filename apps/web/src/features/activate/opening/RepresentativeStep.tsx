import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { dataOf } from '@ipe/api-client';
import {
  useGetOnboarding,
  useInviteOnboardingRepresentative,
  useSaveOnboardingCompanyInvite,
} from '@ipe/api-client/react-query';
import { formatSaoPauloDateTime } from '@ipe/domain';
import { Button, Heading, Inline, Notify, Stack, Text } from '@ipe/ui';
import { apiFailureOf } from '../../../app/api/errors';
import { failureMessage } from '../../../app/api/failureText';
import { BankForm, useBankForm } from '../../../app/forms';
import { useFeatureTranslation } from '../../../app/i18n/featureTexts';
import { ACTIVATE_TEXTS } from '../texts';
import {
  INVITED_FIELDS,
  InvitedRepresentativeFields,
  invitedRepresentativeOf,
  invitedRepresentativeShape,
} from './InvitedRepresentativeFields';
import { showStepFailure, type StepProps } from './stepProps';

/** While the invitation is out, the application is read again now and then: their progress. */
const PROGRESS_EVERY_MS = 15_000;

const anotherRepresentative = z.object(invitedRepresentativeShape);

/**
 * Whoever opens a company's account for its legal representative: the invitation goes (and goes
 * again), the representative's progress shows as they go, and the opening ends when they finish
 * (docs/product/account-opening.md).
 */
export function RepresentativeStep({ application, headers, onSaved, onExpired }: StepProps) {
  const { t } = useFeatureTranslation(ACTIVATE_TEXTS);
  const { t: tApp } = useTranslation();
  const [changing, setChanging] = useState(false);
  // Each new reading is the application as it now stands (the wizard moves on when they finish).
  const live = useGetOnboarding(headers, {
    query: { refetchInterval: PROGRESS_EVERY_MS, retry: false },
  });
  const read = live.data;
  useEffect(() => {
    if (read) onSaved(dataOf(read));
    // onSaved is the wizard's setter; only a new reading should call it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [read]);
  const invite = useInviteOnboardingRepresentative();
  const invitation = application.invitation;
  if (!invitation) return null;

  const send = async () => {
    try {
      onSaved(dataOf(await invite.mutateAsync({ headers })));
    } catch (error) {
      if (apiFailureOf(error).body?.code === 'ONBOARDING_SESSION_INVALID') onExpired();
    }
  };
  const step = invitation.representative_step;

  return (
    <Stack space="md">
      <Heading level={3}>{t('representative.title')}</Heading>
      {invitation.sent_at ? (
        <>
          <Text as="p" leading="normal" role="status">
            {t('representative.sent', {
              email: invitation.email,
              name: invitation.name,
              when: formatSaoPauloDateTime(new Date(invitation.sent_at)),
            })}
          </Text>
          <Text as="p" leading="normal">
            {step && step !== 'done'
              ? t('representative.progress', {
                  name: invitation.name,
                  step: t(`open.steps.${step}`),
                })
              : t('representative.notStarted', { name: invitation.name })}
          </Text>
        </>
      ) : (
        <Text as="p" leading="normal">
          {t('representative.toSend', { name: invitation.name, email: invitation.email })}
        </Text>
      )}
      {invite.isError ? (
        <Notify variant="negative" message={failureMessage(tApp, apiFailureOf(invite.error))} />
      ) : null}
      <Inline space="md" alignY="center">
        <Button
          type="button"
          variant={invitation.sent_at ? 'secondary' : 'primary'}
          loading={invite.isPending}
          onClick={() => void send()}
        >
          {invitation.sent_at ? t('representative.resend') : t('representative.send')}
        </Button>
        {step === null ? (
          <Button type="button" variant="ghost" onClick={() => setChanging((open) => !open)}>
            {t('representative.change')}
          </Button>
        ) : null}
      </Inline>
      {changing ? (
        <ChangeRepresentative
          application={application}
          headers={headers}
          onSaved={(answer) => {
            setChanging(false);
            onSaved(answer);
          }}
          onExpired={onExpired}
        />
      ) : null}
    </Stack>
  );
}

/** Someone else invited instead (a mistyped e-mail, or the e-mail could not accept). */
function ChangeRepresentative({ application, headers, onSaved, onExpired }: StepProps) {
  const { t } = useFeatureTranslation(ACTIVATE_TEXTS);
  const { t: tApp } = useTranslation();
  const form = useBankForm(anotherRepresentative, {
    defaultValues: { invited_name: '', invited_email: '' },
  });
  const save = useSaveOnboardingCompanyInvite();
  const invite = useInviteOnboardingRepresentative();
  const holder = application.holder?.kind === 'company' ? application.holder : null;
  const submit = form.handleSubmit(async (values) => {
    if (!holder) return;
    try {
      const data = {
        legal_name: holder.legal_name,
        cnpj: holder.cnpj,
        invited_representative: invitedRepresentativeOf(values),
      };
      await save.mutateAsync({ headers, data });
      onSaved(dataOf(await invite.mutateAsync({ headers })));
    } catch (error) {
      showStepFailure(form, tApp, error, onExpired, INVITED_FIELDS);
    }
  });
  return (
    <BankForm form={form} onSubmit={(event) => void submit(event)}>
      <InvitedRepresentativeFields form={form} />
      <div>
        <Button type="submit" variant="primary" loading={save.isPending || invite.isPending}>
          {t('representative.save')}
        </Button>
      </div>
    </BankForm>
  );
}
