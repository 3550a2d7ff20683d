import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import type { BoletoPayment, BoletoSchedule, IssuedBoleto } from '@ipe/api-client';
import {
  getListBoletoSchedulesQueryKey,
  useCancelBoletoSchedule,
  useListBoletoPayments,
  useListBoletoSchedules,
  useListIssuedBoletos,
} from '@ipe/api-client/react-query';
import { formatBrl, formatDay, toSaoPauloDate } from '@ipe/domain';
import {
  Badge,
  Button,
  Card,
  EmptyState,
  Inline,
  Link,
  List,
  ListItem,
  Skeleton,
  Stack,
  useNotify,
} from '@ipe/ui';
import { useFeatureTranslation } from '../../app/i18n/featureTexts';
import { ConfirmDialog } from '../../app/layout/ConfirmDialog';
import { LoadFailed } from '../../app/layout/LoadFailed';
import { Page } from '../../app/layout/Page';
import { BOLETO_STATUS_TONE, PAYMENT_STATUS_TONE } from '../../app/layout/statusTones';
import { useSession } from '../../app/session/sessionContext';
import { STATEMENT_TEXTS } from './texts';

/** A boleto scheduled for its due date: still to come, paid, not paid, or cancelled. */
const SCHEDULE_STATUS_TONE = {
  pending: 'brand',
  completed: 'positive',
  failed: 'negative',
  cancelled: 'neutral',
} as const;

const paidDay = (iso: string) => formatDay(toSaoPauloDate(new Date(iso)));

/**
 * statement/ticket: the boletos the account issued, with where each stands today (the server
 * says: open, overdue, paid, cancelled, expired), each opening its charge (where an open one is
 * cancelled); the boletos scheduled for their due date (one still to come can be cancelled); and
 * the boletos and bills it paid, each opening its receipt.
 */
export function StatementTicketPage() {
  const { t } = useFeatureTranslation(STATEMENT_TEXTS);
  const sub = useSession().session.accountId ?? '';
  const issued = useListIssuedBoletos(sub, {
    query: { enabled: sub !== '', select: (answer) => answer.data, staleTime: 0 },
  });
  const paid = useListBoletoPayments(sub, {
    query: { enabled: sub !== '', select: (answer) => answer.data, staleTime: 0 },
  });
  const scheduled = useListBoletoSchedules(sub, {
    query: { enabled: sub !== '', select: (answer) => answer.data, staleTime: 0 },
  });
  const [cancelling, setCancelling] = useState<BoletoSchedule | null>(null);
  const { t: tErrors } = useTranslation('errors');
  return (
    <Page help="emitir-boleto" title={t('ticket.title')} description={t('ticket.description')}>
      <Card as="section" title={t('ticket.issued')} headingLevel={2}>
        <SectionList query={issued} empty={t('ticket.issuedEmpty')}>
          {(boletos: IssuedBoleto[]) => (
            <List aria-label={t('ticket.issued')}>
              {boletos.map((boleto) => (
                <ListItem
                  key={boleto.txid}
                  href={`#/bank/pix/requests/${boleto.txid}`}
                  title={`${formatBrl(boleto.paid_amount_cents ?? boleto.face_amount_cents)} · ${boleto.payer_name}`}
                  description={
                    boleto.paid_at
                      ? t('ticket.paidOn', { date: paidDay(boleto.paid_at) })
                      : t('ticket.dueOn', { date: formatDay(boleto.due_date) })
                  }
                  trailing={
                    <Badge tone={BOLETO_STATUS_TONE[boleto.status]}>
                      {t(`ticket.status.${boleto.status}`)}
                    </Badge>
                  }
                />
              ))}
            </List>
          )}
        </SectionList>
        <Inline space="sm">
          <Link asChild>
            <RouterLink to="/bank/receive/title">{t('ticket.issue')}</RouterLink>
          </Link>
        </Inline>
      </Card>
      <Card as="section" title={t('ticket.scheduledTitle')} headingLevel={2}>
        <SectionList query={scheduled} empty={t('ticket.scheduledEmpty')}>
          {(schedules: BoletoSchedule[]) => (
            <List aria-label={t('ticket.scheduledTitle')}>
              {schedules.map((schedule) => (
                <ListItem
                  key={schedule.id}
                  {...(schedule.payment_id
                    ? { href: `#/bank/payment/boletos/${schedule.payment_id}` }
                    : {})}
                  title={`${formatBrl(schedule.amount_cents)} · ${schedule.beneficiary.name}`}
                  description={
                    schedule.reason && schedule.status !== 'completed'
                      ? `${t('ticket.scheduledFor', { date: formatDay(schedule.scheduled_for) })} · ${tErrors(schedule.reason)}`
                      : t('ticket.scheduledFor', { date: formatDay(schedule.scheduled_for) })
                  }
                  trailing={
                    <Inline space="sm" alignY="center">
                      <Badge tone={SCHEDULE_STATUS_TONE[schedule.status]}>
                        {t(`ticket.schedule.${schedule.status}`)}
                      </Badge>
                      {schedule.status === 'pending' ? (
                        <Button
                          size="sm"
                          variant="ghost"
                          aria-label={t('ticket.cancelSchedule', {
                            name: schedule.beneficiary.name,
                          })}
                          onClick={() => setCancelling(schedule)}
                        >
                          {t('ticket.cancel')}
                        </Button>
                      ) : null}
                    </Inline>
                  }
                />
              ))}
            </List>
          )}
        </SectionList>
      </Card>
      {cancelling ? (
        <CancelBoletoScheduleDialog schedule={cancelling} onClose={() => setCancelling(null)} />
      ) : null}
      <Card as="section" title={t('ticket.paidTitle')} headingLevel={2}>
        <SectionList query={paid} empty={t('ticket.paidEmpty')}>
          {(payments: BoletoPayment[]) => (
            <List aria-label={t('ticket.paidTitle')}>
              {payments.map((payment) => (
                <ListItem
                  key={payment.id}
                  href={`#/bank/payment/boletos/${payment.id}`}
                  title={`${formatBrl(payment.amount_cents)} · ${payment.beneficiary.name}`}
                  description={t('ticket.paidOn', { date: paidDay(payment.created_at) })}
                  trailing={
                    <Badge tone={PAYMENT_STATUS_TONE[payment.status]}>
                      {t(`ticket.payment.${payment.status}`)}
                    </Badge>
                  }
                />
              ))}
            </List>
          )}
        </SectionList>
        <Inline space="sm">
          <Link asChild>
            <RouterLink to="/bank/payment">{t('ticket.pay')}</RouterLink>
          </Link>
        </Inline>
      </Card>
    </Page>
  );
}

/** Asks before cancelling a scheduled boleto: it is then not paid on its day. */
function CancelBoletoScheduleDialog({
  schedule,
  onClose,
}: {
  schedule: BoletoSchedule;
  onClose: () => void;
}) {
  const { t } = useFeatureTranslation(STATEMENT_TEXTS);
  const sub = useSession().session.accountId ?? '';
  const notify = useNotify();
  const queryClient = useQueryClient();
  const canceller = useCancelBoletoSchedule({
    mutation: {
      onSuccess: async () => {
        notify.positive(t('ticket.cancelled'));
        onClose();
        await queryClient.invalidateQueries({ queryKey: getListBoletoSchedulesQueryKey(sub) });
      },
    },
  });
  return (
    <ConfirmDialog
      title={t('ticket.cancelTitle')}
      description={t('ticket.cancelDescription', {
        amount: formatBrl(schedule.amount_cents),
        name: schedule.beneficiary.name,
        date: formatDay(schedule.scheduled_for),
      })}
      confirmLabel={t('ticket.cancelConfirm')}
      cancelLabel={t('ticket.keep')}
      pending={canceller.isPending}
      failure={canceller.error}
      onConfirm={() => canceller.mutate({ sub, scheduleId: schedule.id })}
      onClose={onClose}
    />
  );
}

/** A section's list as it loads: a skeleton, a retry when it failed, an empty state, or the items. */
function SectionList<Item>({
  query,
  empty,
  children,
}: {
  query: { data?: Item[] | undefined; isError: boolean; refetch: () => unknown };
  empty: string;
  children: (items: Item[]) => ReactNode;
}) {
  const { t } = useFeatureTranslation(STATEMENT_TEXTS);
  if (query.data) {
    return query.data.length === 0 ? <EmptyState title={empty} /> : children(query.data);
  }
  if (query.isError) {
    return <LoadFailed title={t('ticket.loadError')} onRetry={() => void query.refetch()} />;
  }
  return (
    <Stack space="sm" aria-busy="true">
      <Skeleton shape="text" width="60%" />
      <Skeleton shape="text" width="40%" />
    </Stack>
  );
}
