import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { useListPixAutomatic } from '@ipe/api-client/react-query';
import { formatBrl, formatDay, toSaoPauloDate } from '@ipe/domain';
import {
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
  Text,
} from '@ipe/ui';
import type { PixAutomatic } from '../../../app/api/types';
import { useFeatureTranslation } from '../../../app/i18n/featureTexts';
import { Loaded } from '../../../app/layout/Loaded';
import { TitledGroups } from '../../../app/lists/TitledGroups';
import { Page } from '../../../app/layout/Page';
import { useSession } from '../../../app/session/sessionContext';
import { useConsultMode } from '../../../app/session/useConsultMode';
import { PIX_TEXTS } from '../texts';
import { AcceptAutomaticDialog } from './AcceptAutomaticDialog';
import { AutomaticActionDialog, type AutomaticAction } from './AutomaticActionDialog';

const STATUS_TONE = {
  CRIADA: 'warning',
  APROVADA: 'positive',
  REJEITADA: 'neutral',
  EXPIRADA: 'neutral',
  CANCELADA: 'neutral',
} as const;

type Charge = PixAutomatic['charges'][number];

/**
 * pix/automatic (docs/architecture/pix-automatic.md): the companies' requests to answer, the
 * authorisations in force with their charges (each cancellable until the day before), and
 * those that ended.
 */
export function AutomaticPage() {
  const { t } = useFeatureTranslation(PIX_TEXTS);
  const { t: tErrors } = useTranslation('errors');
  const sub = useSession().session.accountId ?? '';
  const { consult } = useConsultMode();
  const [accepting, setAccepting] = useState<PixAutomatic | null>(null);
  const [action, setAction] = useState<AutomaticAction | null>(null);
  // Charges arrive and are debited while nobody looks: coming back reads the list again.
  const list = useListPixAutomatic(sub, {
    query: { enabled: sub !== '', select: (answer) => answer.data, staleTime: 0 },
  });

  const amountText = (automatic: PixAutomatic) =>
    automatic.fixed_amount_cents !== null
      ? t('automatic.fixedAmount', { amount: formatBrl(automatic.fixed_amount_cents) })
      : automatic.receiver_minimum_cents !== null
        ? t('automatic.variableWithMinimum', {
            amount: formatBrl(automatic.receiver_minimum_cents),
          })
        : t('automatic.variableAmount');

  const end = (automatic: PixAutomatic) => automatic.payer_end_date ?? automatic.end_date;
  const periodText = (automatic: PixAutomatic) => {
    const last = end(automatic);
    const start = formatDay(automatic.start_date);
    return last
      ? t('automatic.fromTo', { start, end: formatDay(last) })
      : t('automatic.from', { start });
  };

  const chargeText = (charge: Charge) => {
    if (charge.status === 'ATIVA') {
      return charge.attempt > 1 && charge.next_attempt_at
        ? t('automatic.chargeStatuses.retrying', {
            day: formatDay(toSaoPauloDate(new Date(charge.next_attempt_at))),
          })
        : t('automatic.chargeStatuses.ATIVA', { day: formatDay(charge.due_date) });
    }
    if (charge.status === 'EXPIRADA') {
      return t('automatic.chargeStatuses.EXPIRADA', {
        reason: tErrors(charge.reason ?? 'INTERNAL_ERROR'),
      });
    }
    return t(`automatic.chargeStatuses.${charge.status}`);
  };

  const chargeAction = (automatic: PixAutomatic, charge: Charge) => {
    if (charge.status === 'CONCLUIDA' && charge.payment_id) {
      return (
        <Link asChild>
          <RouterLink to={`/bank/pix/payments/${charge.payment_id}`}>
            {t('automatic.receipt')}
          </RouterLink>
        </Link>
      );
    }
    if (charge.cancellable && !consult) {
      return (
        <Button
          variant="ghost"
          size="sm"
          onClick={() => setAction({ kind: 'cancelCharge', automatic, charge })}
        >
          {t('automatic.cancelCharge')}
        </Button>
      );
    }
    return null;
  };

  const card = (automatic: PixAutomatic) => (
    <Card
      key={automatic.id}
      as="section"
      title={automatic.receiver.name}
      headingLevel={3}
      action={
        <Badge tone={STATUS_TONE[automatic.status]}>
          {t(`automatic.statuses.${automatic.status}`)}
        </Badge>
      }
    >
      <Stack space="md">
        <DescriptionList
          items={[
            ...(automatic.object
              ? [{ term: t('automatic.what'), description: automatic.object }]
              : []),
            { term: t('automatic.amount'), description: amountText(automatic) },
            ...(automatic.status === 'APROVADA' && automatic.fixed_amount_cents === null
              ? [
                  {
                    term: t('automatic.maximum'),
                    description:
                      automatic.payer_maximum_cents === null
                        ? t('automatic.noMaximum')
                        : formatBrl(automatic.payer_maximum_cents),
                  },
                ]
              : []),
            {
              term: t('automatic.periodicity'),
              description: t(`automatic.periodicities.${automatic.periodicity}`),
            },
            { term: t('automatic.period'), description: periodText(automatic) },
            {
              term: t('automatic.retries'),
              description: t(`automatic.retryPolicies.${automatic.retry_policy}`),
            },
            { term: t('automatic.contract'), description: automatic.contract },
            {
              term: t('automatic.institution'),
              description: `${automatic.receiver.institution.name} · ${automatic.receiver.document}`,
            },
          ]}
        />
        {automatic.status === 'CRIADA' ? (
          <Text tone="muted">
            {t('automatic.answerBy', {
              day: formatDay(toSaoPauloDate(new Date(automatic.request_expires_at))),
            })}
          </Text>
        ) : null}
        {automatic.charges.length > 0 ? (
          <List aria-label={t('automatic.charges')}>
            {automatic.charges.map((charge) => (
              <ListItem
                key={charge.id}
                title={`${formatDay(charge.due_date)} · ${formatBrl(charge.amount_cents)}`}
                description={chargeText(charge)}
                trailing={chargeAction(automatic, charge)}
              />
            ))}
          </List>
        ) : null}
        {consult ? null : automatic.status === 'CRIADA' ? (
          <Inline space="sm">
            <Button variant="primary" onClick={() => setAccepting(automatic)}>
              {t('automatic.accept')}
            </Button>
            <Button variant="ghost" onClick={() => setAction({ kind: 'refuse', automatic })}>
              {t('automatic.refuse')}
            </Button>
          </Inline>
        ) : automatic.status === 'APROVADA' ? (
          <Inline space="sm">
            <Button variant="ghost" onClick={() => setAction({ kind: 'revoke', automatic })}>
              {t('automatic.revoke')}
            </Button>
          </Inline>
        ) : null}
      </Stack>
    </Card>
  );

  const groupsOf = (automatics: PixAutomatic[]) =>
    [
      { id: 'automatic-pending', title: t('automatic.pending'), statuses: ['CRIADA'] },
      { id: 'automatic-active', title: t('automatic.active'), statuses: ['APROVADA'] },
      {
        id: 'automatic-ended',
        title: t('automatic.ended'),
        statuses: ['REJEITADA', 'EXPIRADA', 'CANCELADA'],
      },
    ].map((group) => ({
      ...group,
      items: automatics.filter((automatic) => group.statuses.includes(automatic.status)),
    }));

  return (
    <Page
      help="pix-automatico"
      title={t('automatic.title')}
      description={t('automatic.description')}
    >
      <Loaded read={list} failed={t('automatic.loadError')}>
        {(automatics) =>
          automatics.length === 0 ? (
            <Card>
              <EmptyState title={t('automatic.empty')} description={t('automatic.emptyHint')} />
            </Card>
          ) : (
            <TitledGroups groups={groupsOf(automatics)}>{card}</TitledGroups>
          )
        }
      </Loaded>
      {accepting ? (
        <AcceptAutomaticDialog automatic={accepting} onClose={() => setAccepting(null)} />
      ) : null}
      {action ? <AutomaticActionDialog action={action} onClose={() => setAction(null)} /> : null}
    </Page>
  );
}
