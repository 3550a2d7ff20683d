import { useQueryClient } from '@tanstack/react-query';
import { Controller, type Path } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import {
  getGetPixLimitsQueryKey,
  useCancelPixLimitRaise,
  useChangePixLimits,
  useGetPixLimits,
} from '@ipe/api-client/react-query';
import { dataOf } from '@ipe/api-client';
import {
  checkPixLimitsRequest,
  encodePin,
  formatBrl,
  PIN_LENGTH,
  pixLimitsRequest,
  formatSaoPauloDateTime,
  formatSaoPauloTime,
} from '@ipe/domain';
import {
  Amount,
  Button,
  Card,
  DescriptionList,
  Heading,
  Inline,
  Notify,
  Radio,
  RadioGroup,
  Stack,
  Text,
  useNotify,
} from '@ipe/ui';
import { apiFailureOf } from '../../../app/api/errors';
import type { PixLimits } from '../../../app/api/types';
import { BankForm, showFailure, useBankForm, TransactionPinField } from '../../../app/forms';
import { AmountField } from '../../../app/forms/AmountField';
import { useFeatureTranslation } from '../../../app/i18n/featureTexts';
import { Loaded } from '../../../app/layout/Loaded';
import { Page } from '../../../app/layout/Page';
import { useSession } from '../../../app/session/sessionContext';
import { useConsultMode } from '../../../app/session/useConsultMode';
import { showWrongPin } from '../payment/wrongPin';
import { PIX_TEXTS } from '../texts';

/**
 * pix/limit (docs/architecture/pix-limits.md): the limits by day and by night, what is used and
 * left now, and asking for others with the PIN — lower at once, higher 24 hours later, a raise
 * still waiting shown and cancellable.
 */
export function PixLimitsPage() {
  const { t } = useFeatureTranslation(PIX_TEXTS);
  const sub = useSession().session.accountId ?? '';
  const limits = useGetPixLimits(sub, {
    query: { enabled: sub !== '', select: dataOf, staleTime: 0 },
  });
  const { reason } = useConsultMode();

  return (
    <Page help="limites-pix" title={t('limit.title')} description={t('limit.description')}>
      {/* A device not enabled pays nothing at all: stricter than the new-device cap (docs/decisions/0011). */}
      {reason === 'device' ? <Notify variant="warning" message={t('limit.consult')} /> : null}
      <Loaded read={limits} failed={t('limit.loadError')}>
        {(current) => (
          <Stack space="md">
            <WindowNow limits={current} />
            {current.pending ? <PendingRaise limits={current} /> : null}
            <Card as="section" title={t('limit.change.title')} headingLevel={2}>
              <LimitsForm limits={current} />
            </Card>
          </Stack>
        )}
      </Loaded>
    </Page>
  );
}

function WindowNow({ limits }: { limits: PixLimits }) {
  const { t } = useFeatureTranslation(PIX_TEXTS);
  const { window } = limits;
  return (
    <Card as="section" title={t(`limit.now.${window.period}`)} headingLevel={2}>
      <Stack space="sm">
        <Text size="sm" tone="muted">
          {t('limit.now.until', { time: formatSaoPauloTime(new Date(window.end)) })}
        </Text>
        <Amount value={window.available_cents} size="xl" />
        <Text size="sm" tone="muted">
          {t('limit.now.available')}
        </Text>
        <DescriptionList
          items={[
            { term: t('limit.now.used'), description: formatBrl(window.used_cents) },
            {
              term: t('limit.now.perPeriod'),
              description: formatBrl(limits[window.period].per_period_cents),
            },
          ]}
        />
      </Stack>
    </Card>
  );
}

function PendingRaise({ limits }: { limits: PixLimits }) {
  const { t } = useFeatureTranslation(PIX_TEXTS);
  const { t: tErrors } = useTranslation('errors');
  const sub = useSession().session.accountId ?? '';
  const queryClient = useQueryClient();
  const notify = useNotify();
  const cancel = useCancelPixLimitRaise({
    mutation: {
      onSuccess: async () => {
        notify.positive(t('limit.pending.cancelled'));
        await queryClient.invalidateQueries({ queryKey: getGetPixLimitsQueryKey(sub) });
      },
    },
  });
  const pending = limits.pending!;
  return (
    <Card as="section" title={t('limit.pending.title')} headingLevel={2}>
      <Stack space="sm">
        <Notify
          variant="warning"
          message={t('limit.pending.when', {
            date: formatSaoPauloDateTime(new Date(pending.effective_at)),
          })}
        />
        <DescriptionList
          items={[
            {
              term: t('limit.daytime'),
              description: `${formatBrl(pending.daytime.per_payment_cents)} · ${formatBrl(pending.daytime.per_period_cents)}`,
            },
            {
              term: t('limit.nighttime'),
              description: `${formatBrl(pending.nighttime.per_payment_cents)} · ${formatBrl(pending.nighttime.per_period_cents)}`,
            },
            { term: t('limit.nightStart'), description: pending.night_start },
          ]}
        />
        {cancel.isError ? (
          <Notify
            variant="negative"
            message={tErrors(apiFailureOf(cancel.error).body?.code ?? 'INTERNAL_ERROR')}
          />
        ) : null}
        <Inline space="sm">
          <Button
            variant="secondary"
            loading={cancel.isPending}
            onClick={() => cancel.mutate({ sub })}
          >
            {t('limit.pending.cancel')}
          </Button>
        </Inline>
      </Stack>
    </Card>
  );
}

// The rules between fields (pixLimitProblems) are the request's own check, as on the server.
const limitsForm = z
  .object({ ...pixLimitsRequest.shape, pin: z.string().check(z.length(PIN_LENGTH, 'REQUIRED')) })
  .check(z.superRefine(checkPixLimitsRequest));
type LimitsValues = z.output<typeof limitsForm>;

function LimitsForm({ limits }: { limits: PixLimits }) {
  const { t } = useFeatureTranslation(PIX_TEXTS);
  const { t: tApp } = useTranslation();
  const sub = useSession().session.accountId ?? '';
  const { consult } = useConsultMode();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const changer = useChangePixLimits();
  const form = useBankForm(limitsForm, {
    defaultValues: {
      daytime_per_payment_cents: limits.daytime.per_payment_cents,
      daytime_per_period_cents: limits.daytime.per_period_cents,
      nighttime_per_payment_cents: limits.nighttime.per_payment_cents,
      nighttime_per_period_cents: limits.nighttime.per_period_cents,
      night_start: limits.night_start,
      pin: '',
    },
  });
  const submit = form.handleSubmit(async ({ pin, ...values }) => {
    try {
      const answer = await changer.mutateAsync({
        sub,
        data: { ...values, pin: await encodePin(pin) },
      });
      form.resetField('pin');
      notify.positive(t(answer.data.pending ? 'limit.change.pending' : 'limit.change.done'));
      queryClient.setQueryData(getGetPixLimitsQueryKey(sub), answer);
    } catch (error) {
      const failure = apiFailureOf(error);
      if (!showWrongPin(form, t, failure)) showFailure(form, tApp, failure);
    }
  });

  const money = (name: Path<LimitsValues>, label: string) => (
    <AmountField form={form} name={name} label={label} required />
  );

  return (
    <BankForm form={form} onSubmit={(event) => void submit(event)}>
      <Text as="p" size="sm" tone="muted">
        {t('limit.change.rule')}
      </Text>
      <Heading level={3}>{t('limit.daytime')}</Heading>
      {money('daytime_per_payment_cents', t('limit.perPayment'))}
      {money('daytime_per_period_cents', t('limit.perDay'))}
      <Heading level={3}>{t('limit.nighttime')}</Heading>
      {money('nighttime_per_payment_cents', t('limit.perPayment'))}
      {money('nighttime_per_period_cents', t('limit.perNight'))}
      <Controller
        control={form.control}
        name="night_start"
        render={({ field }) => (
          <RadioGroup
            label={t('limit.nightStart')}
            value={field.value}
            onValueChange={field.onChange}
          >
            <Radio value="20:00" label={t('limit.night20')} />
            <Radio value="22:00" label={t('limit.night22')} />
          </RadioGroup>
        )}
      />
      <TransactionPinField form={form} />
      <Inline space="sm">
        <Button
          type="submit"
          variant="primary"
          loading={form.formState.isSubmitting}
          aria-disabled={consult}
        >
          {t('limit.change.submit')}
        </Button>
      </Inline>
    </BankForm>
  );
}
