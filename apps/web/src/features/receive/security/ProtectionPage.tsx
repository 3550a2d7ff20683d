import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import type { PixDispute } from '../../../app/api/types';
import {
  getListPixDisputesQueryKey,
  useAnswerPixDispute,
  useListPixDisputes,
} from '@ipe/api-client/react-query';
import { formatBrl, pixDisputeAnswerRequest, formatSaoPauloDateTime } from '@ipe/domain';
import {
  Badge,
  Button,
  Card,
  DescriptionList,
  EmptyState,
  Inline,
  Notify,
  Skeleton,
  Stack,
  Text,
  TextField,
} from '@ipe/ui';
import { apiFailureOf } from '../../../app/api/errors';
import { BankForm, showFailure, useBankForm, useFieldErrors } from '../../../app/forms';
import { useFeatureTranslation } from '../../../app/i18n/featureTexts';
import { LoadFailed } from '../../../app/layout/LoadFailed';
import { Page } from '../../../app/layout/Page';
import { useSession } from '../../../app/session/sessionContext';
import { RECEIVE_TEXTS } from '../texts';

const STATUS_TONE = { OPEN: 'warning', REFUNDED: 'neutral', REJECTED: 'positive' } as const;

/**
 * receive/security (docs/architecture/pix-disputes.md): the disputes (MED 2.0) against Pix this
 * account received — what is blocked, until when the bank analyses and gives back, and the
 * account's answer — and the disputes it opened as a payer.
 */
export function ProtectionPage() {
  const { t } = useFeatureTranslation(RECEIVE_TEXTS);
  const sub = useSession().session.accountId ?? '';
  const enabled = sub !== '';
  const received = useListPixDisputes(
    sub,
    { role: 'payee' },
    { query: { enabled, select: (answer) => answer.data } },
  );
  const opened = useListPixDisputes(
    sub,
    { role: 'payer' },
    { query: { enabled, select: (answer) => answer.data } },
  );
  const blocked = (received.data ?? [])
    .filter((dispute) => dispute.status === 'OPEN')
    .reduce((sum, dispute) => sum + dispute.blocked_cents, 0);

  return (
    <Page
      help="contestacao-pix"
      title={t('security.title')}
      description={t('security.description')}
    >
      <Card as="section" title={t('security.received')} headingLevel={2}>
        <DisputeList
          query={received}
          empty={t('security.receivedEmpty')}
          summary={blocked > 0 ? t('security.blockedTotal', { amount: formatBrl(blocked) }) : null}
        />
      </Card>
      <Card as="section" title={t('security.opened')} headingLevel={2}>
        <DisputeList
          query={opened}
          empty={t('security.openedEmpty')}
          emptyHint={t('security.openedHint')}
          summary={null}
        />
      </Card>
    </Page>
  );
}

function DisputeList({
  query,
  empty,
  emptyHint,
  summary,
}: {
  query: ReturnType<typeof useListPixDisputes<PixDispute[]>>;
  empty: string;
  emptyHint?: string;
  summary: string | null;
}) {
  const { t } = useFeatureTranslation(RECEIVE_TEXTS);
  if (query.isError) {
    return <LoadFailed title={t('security.loadError')} onRetry={() => void query.refetch()} />;
  }
  if (!query.data) return <Skeleton shape="text" width="60%" />;
  if (query.data.length === 0) return <EmptyState title={empty} description={emptyHint} />;
  return (
    <Stack space="lg">
      {summary ? <Notify variant="warning" message={summary} /> : null}
      {query.data.map((dispute) => (
        <DisputeItem key={dispute.id} dispute={dispute} />
      ))}
    </Stack>
  );
}

function DisputeItem({ dispute }: { dispute: PixDispute }) {
  const { t } = useFeatureTranslation(RECEIVE_TEXTS);
  const at = (iso: string) => formatSaoPauloDateTime(new Date(iso));
  return (
    <Stack as="article" space="sm" aria-label={formatBrl(dispute.contested_cents)}>
      <Inline space="sm" alignY="center">
        <Text weight="semibold">{formatBrl(dispute.contested_cents)}</Text>
        <Badge tone={STATUS_TONE[dispute.status]}>{t(`security.statuses.${dispute.status}`)}</Badge>
      </Inline>
      <DescriptionList
        items={[
          { term: t('security.reason'), description: t(`security.reasons.${dispute.reason}`) },
          ...(dispute.role === 'payee'
            ? [{ term: t('security.blocked'), description: formatBrl(dispute.blocked_cents) }]
            : []),
          { term: t('security.details'), description: dispute.details },
          { term: t('security.openedAt'), description: at(dispute.opened_at) },
          ...(dispute.resolved_at
            ? [{ term: t('security.resolvedAt'), description: at(dispute.resolved_at) }]
            : [
                { term: t('security.analyseBy'), description: at(dispute.analyse_by) },
                { term: t('security.refundBy'), description: at(dispute.refund_by) },
              ]),
          ...(dispute.answer ? [{ term: t('security.answer'), description: dispute.answer }] : []),
          {
            term: t('security.endToEndId'),
            description: (
              <Text breakWord size="sm">
                {dispute.end_to_end_id}
              </Text>
            ),
          },
        ]}
      />
      {dispute.role === 'payee' && dispute.status === 'OPEN' ? (
        <AnswerForm dispute={dispute} />
      ) : null}
    </Stack>
  );
}

/** The receiving account's side of the story, while the bank analyses. */
function AnswerForm({ dispute }: { dispute: PixDispute }) {
  const { t } = useFeatureTranslation(RECEIVE_TEXTS);
  const { t: tApp } = useTranslation();
  const sub = useSession().session.accountId ?? '';
  const queryClient = useQueryClient();
  const [sent, setSent] = useState(false);
  const form = useBankForm(pixDisputeAnswerRequest, {
    defaultValues: { answer: dispute.answer ?? '' },
  });
  const errorOf = useFieldErrors(form);
  const answer = useAnswerPixDispute({
    mutation: {
      onSuccess: () => {
        setSent(true);
        void queryClient.invalidateQueries({ queryKey: getListPixDisputesQueryKey(sub) });
      },
      onError: (error) => showFailure(form, tApp, apiFailureOf(error)),
    },
  });
  const submit = form.handleSubmit((data) => answer.mutate({ sub, disputeId: dispute.id, data }));
  return (
    <BankForm form={form} onSubmit={(event) => void submit(event)}>
      {sent ? <Notify variant="positive" message={t('security.sent')} /> : null}
      <TextField
        label={t('security.answerLabel')}
        hint={t('security.answerHint')}
        maxLength={500}
        error={errorOf('answer')}
        required
        {...form.register('answer')}
      />
      <Inline space="sm">
        <Button type="submit" variant="secondary" loading={answer.isPending}>
          {t('security.send')}
        </Button>
      </Inline>
    </BankForm>
  );
}
