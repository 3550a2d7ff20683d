import type { TFunction } from 'i18next';
import { useListReceivedPix } from '@ipe/api-client/react-query';
import { formatBrl, formatSaoPauloDateTime } from '@ipe/domain';
import { Badge, Card, EmptyState, List, ListItem } from '@ipe/ui';
import type { PixReceived } from '../../../app/api/types';
import { useFeatureTranslation } from '../../../app/i18n/featureTexts';
import { Loaded } from '../../../app/layout/Loaded';
import { Page } from '../../../app/layout/Page';
import { useSession } from '../../../app/session/sessionContext';
import { PIX_TEXTS } from '../texts';

/** Who paid a received Pix, as a line says it. */
export const payerLine = (pix: PixReceived, t: TFunction<'pix'>) =>
  t('received.from', {
    name: pix.payer_name ?? t('received.unknownPayer'),
    institution: pix.payer_institution.name,
  });

/** pix/refund: the Pix received in the last 90 days; one opens its refund. */
export function ReceivedPixPage() {
  const { t } = useFeatureTranslation(PIX_TEXTS);
  const sub = useSession().session.accountId ?? '';
  const received = useListReceivedPix(sub, {
    query: { enabled: sub !== '', select: (answer) => answer.data },
  });

  return (
    <Page help="devolucao-pix" title={t('received.title')} description={t('received.description')}>
      <Loaded read={received} failed={t('received.loadError')}>
        {(list) =>
          list.length === 0 ? (
            <Card>
              <EmptyState title={t('received.empty')} />
            </Card>
          ) : (
            <Card>
              <List aria-label={t('received.listLabel')}>
                {list.map((pix) => {
                  const whole = pix.refunded_cents >= pix.amount_cents;
                  return (
                    <ListItem
                      key={pix.end_to_end_id}
                      href={`#/bank/pix/refund/${pix.end_to_end_id}`}
                      title={`${formatBrl(pix.amount_cents)} · ${payerLine(pix, t)}`}
                      description={formatSaoPauloDateTime(new Date(pix.received_at))}
                      trailing={
                        pix.refunded_cents > 0 ? (
                          <Badge tone={whole ? 'neutral' : 'warning'}>
                            {whole
                              ? t('received.fullyRefunded')
                              : t('received.refunded', { amount: formatBrl(pix.refunded_cents) })}
                          </Badge>
                        ) : undefined
                      }
                    />
                  );
                })}
              </List>
            </Card>
          )
        }
      </Loaded>
    </Page>
  );
}
