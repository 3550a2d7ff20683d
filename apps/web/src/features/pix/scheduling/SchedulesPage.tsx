import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useListPixSchedules } from '@ipe/api-client/react-query';
import { formatBrl, formatDay, PIX_SCHEDULE_ATTEMPT_TIMES } from '@ipe/domain';
import {
  Amount,
  Badge,
  Button,
  Card,
  DescriptionList,
  EmptyState,
  Inline,
  Link,
  List,
  ListItem,
  Stack,
} from '@ipe/ui';
import type { PixSchedule } from '../../../app/api/types';
import { useFeatureTranslation } from '../../../app/i18n/featureTexts';
import { Loaded } from '../../../app/layout/Loaded';
import { TitledGroups } from '../../../app/lists/TitledGroups';
import { Page } from '../../../app/layout/Page';
import { useSession } from '../../../app/session/sessionContext';
import { useConsultMode } from '../../../app/session/useConsultMode';
import { PIX_TEXTS } from '../texts';
import { CancelScheduleDialog } from './CancelScheduleDialog';
import { ChangeScheduleDialog } from './ChangeScheduleDialog';
import { describePlan } from './describePlan';

const STATUS_TONE = { active: 'brand', finished: 'positive', cancelled: 'neutral' } as const;

type Run = PixSchedule['runs'][number];

/**
 * pix/scheduling (docs/architecture/pix-scheduling.md): every scheduled Pix and transfer, what
 * each payment came to (with its receipt), changing what is still to come and cancelling.
 */
export function SchedulesPage() {
  const { t } = useFeatureTranslation(PIX_TEXTS);
  const { t: tErrors } = useTranslation('errors');
  const sub = useSession().session.accountId ?? '';
  const { consult } = useConsultMode();
  const [changing, setChanging] = useState<PixSchedule | null>(null);
  const [cancelling, setCancelling] = useState<PixSchedule | null>(null);
  // The scheduler pays while nobody looks: coming back to the list reads it again.
  const schedules = useListPixSchedules(sub, {
    query: { enabled: sub !== '', select: (answer) => answer.data, staleTime: 0 },
  });

  const payeeName = (schedule: PixSchedule) =>
    schedule.payee.name ??
    t('scheduling.account', {
      branch: schedule.payee.branch ?? '',
      account: schedule.payee.account ?? '',
    });

  const runText = (run: Run) => {
    if (run.status === 'pending') {
      const time = PIX_SCHEDULE_ATTEMPT_TIMES[run.attempt - 1] ?? '';
      return t(run.attempt > 1 ? 'scheduling.runs.retrying' : 'scheduling.runs.pending', { time });
    }
    if (run.status === 'failed') {
      return t('scheduling.runs.failed', { reason: tErrors(run.reason ?? 'INTERNAL_ERROR') });
    }
    return t(`scheduling.runs.${run.status}`);
  };

  const card = (schedule: PixSchedule) => (
    <Card
      key={schedule.id}
      as="section"
      title={payeeName(schedule)}
      headingLevel={3}
      action={
        <Badge tone={STATUS_TONE[schedule.status]}>
          {t(`scheduling.statuses.${schedule.status}`)}
        </Badge>
      }
    >
      <Stack space="md">
        <Amount value={schedule.amount_cents} size="lg" />
        <DescriptionList
          items={[
            {
              term: t('scheduling.when'),
              description: describePlan(t, {
                scheduledFor: schedule.first_date,
                frequency: schedule.frequency,
                occurrences: schedule.occurrences,
              }),
            },
            ...(schedule.next_date
              ? [{ term: t('scheduling.next'), description: formatDay(schedule.next_date) }]
              : []),
            ...(schedule.description
              ? [{ term: t('confirm.message'), description: schedule.description }]
              : []),
          ]}
        />
        {schedule.runs.length > 0 ? (
          <List aria-label={t('scheduling.payments')}>
            {schedule.runs.map((run) => (
              <ListItem
                key={run.id}
                title={`${formatDay(run.due_date)} · ${formatBrl(run.amount_cents)}`}
                description={runText(run)}
                trailing={
                  run.status === 'completed' && run.payment_id ? (
                    <Link asChild>
                      <RouterLink to={`/bank/pix/payments/${run.payment_id}`}>
                        {t('scheduling.receipt')}
                      </RouterLink>
                    </Link>
                  ) : null
                }
              />
            ))}
          </List>
        ) : null}
        {schedule.status === 'active' && !consult ? (
          <Inline space="sm">
            <Button variant="secondary" onClick={() => setChanging(schedule)}>
              {t('scheduling.change')}
            </Button>
            <Button variant="ghost" onClick={() => setCancelling(schedule)}>
              {t('scheduling.cancel')}
            </Button>
          </Inline>
        ) : null}
      </Stack>
    </Card>
  );

  const sectionsOf = (list: PixSchedule[]) => [
    {
      id: 'schedules-upcoming',
      title: t('scheduling.upcoming'),
      items: list.filter((schedule) => schedule.status === 'active'),
    },
    {
      id: 'schedules-past',
      title: t('scheduling.past'),
      items: list.filter((schedule) => schedule.status !== 'active'),
    },
  ];
  return (
    <Page
      help="pix-agendado"
      title={t('scheduling.title')}
      description={t('scheduling.description')}
      actions={
        <Inline space="md">
          <Link asChild>
            <RouterLink to="/bank/pix/pay/key">{t('scheduling.newPix')}</RouterLink>
          </Link>
          <Link asChild>
            <RouterLink to="/bank/transfer/contaQyon">{t('scheduling.newTransfer')}</RouterLink>
          </Link>
          <Link asChild>
            <RouterLink to="/bank/pix/automatic">{t('automatic.link')}</RouterLink>
          </Link>
        </Inline>
      }
    >
      <Loaded read={schedules} failed={t('scheduling.loadError')}>
        {(list) =>
          list.length === 0 ? (
            <Card>
              <EmptyState title={t('scheduling.empty')} description={t('scheduling.emptyHint')} />
            </Card>
          ) : (
            <TitledGroups groups={sectionsOf(list)}>{card}</TitledGroups>
          )
        }
      </Loaded>
      {changing ? (
        <ChangeScheduleDialog schedule={changing} onClose={() => setChanging(null)} />
      ) : null}
      {cancelling ? (
        <CancelScheduleDialog schedule={cancelling} onClose={() => setCancelling(null)} />
      ) : null}
    </Page>
  );
}
