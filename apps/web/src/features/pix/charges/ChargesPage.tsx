import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useListPixCharges } from '@ipe/api-client/react-query';
import type { ListPixChargesStatus } from '@ipe/api-client';
import { addDays, formatBrl, formatDay, formatSaoPauloDateTime } from '@ipe/domain';
import { Badge, Columns, Inline, Link, ListItem, Select, TextField } from '@ipe/ui';
import { useFeatureTranslation } from '../../../app/i18n/featureTexts';
import { Loaded } from '../../../app/layout/Loaded';
import { Page } from '../../../app/layout/Page';
import { CountedList } from '../../../app/lists/CountedList';
import { useSession } from '../../../app/session/sessionContext';
import { PIX_TEXTS } from '../texts';
import { CHARGE_TONE, chargeAmount, chargeState } from './chargeState';

const STATUSES: readonly ListPixChargesStatus[] = [
  'ATIVA',
  'CONCLUIDA',
  'REMOVIDA_PELO_USUARIO_RECEBEDOR',
  'REMOVIDA_PELO_PSP',
];
const ALL = 'all';

/** A day typed in a date field (yyyy-mm-dd) as the instant it starts in São Paulo (UTC−3). */
const startOfDay = (day: string) => `${day}T00:00:00-03:00`;

/** pix/requests: every charge the account issued, filtered by status and by creation date. */
export function ChargesPage() {
  const { t } = useFeatureTranslation(PIX_TEXTS);
  const sub = useSession().session.accountId ?? '';
  const [status, setStatus] = useState<string>(ALL);
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  // An empty list under filters says to change them, not that there are no charges.
  const filtered = status !== ALL || from !== '' || to !== '';
  const charges = useListPixCharges(
    sub,
    {
      ...(status === ALL ? {} : { status: status as ListPixChargesStatus }),
      ...(from ? { inicio: startOfDay(from) } : {}),
      ...(to ? { fim: startOfDay(addDays(to, 1)) } : {}),
    },
    // Payers conclude charges at any moment: coming back to the list reads it again.
    { query: { enabled: sub !== '', select: (answer) => answer.data, staleTime: 0 } },
  );

  return (
    <Page
      help="receber-pix"
      title={t('charges.title')}
      description={t('charges.description')}
      actions={
        <Inline space="md">
          <Link asChild>
            <RouterLink to="/bank/pix/receive/qrcode">{t('charges.create')}</RouterLink>
          </Link>
          <Link asChild>
            <RouterLink to="/bank/pix/api">{t('api.link')}</RouterLink>
          </Link>
        </Inline>
      }
    >
      <Columns space="md">
        <Select
          label={t('charges.status')}
          options={[
            { value: ALL, label: t('charges.all') },
            ...STATUSES.map((s) => ({ value: s, label: t(`charges.statuses.${s}`) })),
          ]}
          value={status}
          onValueChange={setStatus}
        />
        <TextField
          type="date"
          label={t('charges.from')}
          value={from}
          onChange={(event) => setFrom(event.target.value)}
          optional
        />
        <TextField
          type="date"
          label={t('charges.to')}
          value={to}
          onChange={(event) => setTo(event.target.value)}
          optional
        />
      </Columns>
      <Loaded read={charges} failed={t('charges.loadError')}>
        {(list) => (
          <CountedList
            items={list}
            empty={
              filtered
                ? { title: t('charges.emptyFiltered'), description: t('charges.emptyFilteredHint') }
                : { title: t('charges.empty'), description: t('charges.emptyHint') }
            }
            count={t('charges.results', { count: list.length })}
            label={t('charges.listLabel')}
          >
            {(charge) => {
              const state = chargeState(charge);
              return (
                <ListItem
                  key={charge.txid}
                  href={`#/bank/pix/requests/${charge.txid}`}
                  title={`${formatBrl(chargeAmount(charge))} · ${
                    charge.solicitacaoPagador ?? charge.txid
                  }`}
                  description={
                    charge.calendario.dataDeVencimento
                      ? `${t('boleto.title')} · ${t('boleto.dueOn', {
                          date: formatDay(charge.calendario.dataDeVencimento),
                        })}`
                      : formatSaoPauloDateTime(new Date(charge.calendario.criacao))
                  }
                  trailing={
                    <Badge tone={CHARGE_TONE[state]}>{t(`charges.statuses.${state}`)}</Badge>
                  }
                />
              );
            }}
          </CountedList>
        )}
      </Loaded>
    </Page>
  );
}
