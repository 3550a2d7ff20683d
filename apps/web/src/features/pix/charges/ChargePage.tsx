import { Link as RouterLink, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import {
  getGetPixChargeQueryKey,
  getListPixChargesQueryKey,
  useCancelPixCharge,
  useGetPixCharge,
} from '@ipe/api-client/react-query';
import { formatBrl, readBrCodeAmount, formatSaoPauloDateTime } from '@ipe/domain';
import { Amount, Badge, Button, Card, DescriptionList, Inline, Link, Notify, Stack } from '@ipe/ui';
import { apiFailureOf } from '../../../app/api/errors';
import { failureMessage } from '../../../app/api/failureText';
import type { PixCharge } from '../../../app/api/types';
import { useFeatureTranslation } from '../../../app/i18n/featureTexts';
import { Loaded } from '../../../app/layout/Loaded';
import { Page } from '../../../app/layout/Page';
import { useSession } from '../../../app/session/sessionContext';
import { PIX_TEXTS } from '../texts';
import { ChargeQr } from './ChargeQr';
import { BoletoDetails } from './BoletoDetails';
import {
  CHARGE_TONE,
  chargeAmount,
  chargePayableUntil,
  chargeState,
  isPayable,
} from './chargeState';

/** pix/requests/:txid: one charge, its code while it can be paid, and the Pix that paid it. */
export function ChargePage() {
  const { t } = useFeatureTranslation(PIX_TEXTS);
  const { txid = '' } = useParams();
  const sub = useSession().session.accountId ?? '';
  const charge = useGetPixCharge(sub, txid, {
    query: { enabled: sub !== '' && txid !== '', select: (answer) => answer.data },
  });

  return (
    <Page
      help="receber-pix"
      title={t('charges.detailTitle')}
      actions={
        charge.data ? (
          <Badge tone={CHARGE_TONE[chargeState(charge.data)]}>
            {t(`charges.statuses.${chargeState(charge.data)}`)}
          </Badge>
        ) : null
      }
    >
      {/* Not the payer's words of PIX_CHARGE_NOT_FOUND ("ask for a new code"): this is its issuer. */}
      <Loaded
        read={charge}
        failed={t('charges.detailLoadError')}
        refused={t('charges.detailNotFound')}
        refusedAction={
          <Link asChild>
            <RouterLink to="/bank/pix/requests">{t('charges.title')}</RouterLink>
          </Link>
        }
        placeholder={['50%', '70%']}
      >
        {(found) => <ChargeDetails charge={found} sub={sub} />}
      </Loaded>
    </Page>
  );
}

function ChargeDetails({ charge, sub }: { charge: PixCharge; sub: string }) {
  const { t } = useFeatureTranslation(PIX_TEXTS);
  const { t: tCommon } = useTranslation();
  const queryClient = useQueryClient();
  const cancel = useCancelPixCharge({
    mutation: {
      onSuccess: (answer) => {
        queryClient.setQueryData(getGetPixChargeQueryKey(sub, charge.txid), answer);
        void queryClient.invalidateQueries({ queryKey: getListPixChargesQueryKey(sub) });
      },
    },
  });
  const paid = charge.pix[0];
  const payableUntil = chargePayableUntil(charge);
  const isBoleto = charge.loc.tipoCob === 'cobv';
  return (
    <Stack space="md">
      {cancel.isSuccess ? <Notify variant="positive" message={t('charges.cancelled')} /> : null}
      {cancel.isError ? (
        <Notify variant="negative" message={failureMessage(tCommon, apiFailureOf(cancel.error))} />
      ) : null}
      {isBoleto ? <BoletoDetails charge={charge} /> : null}
      <Card>
        <Stack space="md">
          {isBoleto ? null : <Amount value={chargeAmount(charge)} size="xl" />}
          <DescriptionList
            items={[
              {
                term: t('charges.createdAt'),
                description: formatSaoPauloDateTime(new Date(charge.calendario.criacao)),
              },
              ...(payableUntil
                ? [
                    {
                      term: t(isBoleto ? 'boleto.payableUntil' : 'charges.expiresAt'),
                      description: formatSaoPauloDateTime(payableUntil),
                    },
                  ]
                : []),
              ...(charge.solicitacaoPagador
                ? [{ term: t('charges.message'), description: charge.solicitacaoPagador }]
                : []),
              { term: t('charges.key'), description: charge.chave },
              { term: t('charges.txid'), description: charge.txid },
            ]}
          />
        </Stack>
      </Card>
      {paid ? (
        <Card>
          <Stack space="md">
            <DescriptionList
              items={[
                {
                  term: t('charges.paidBy'),
                  description: formatBrl(readBrCodeAmount(paid.valor) ?? 0),
                },
                {
                  term: t('charges.paidAt'),
                  description: formatSaoPauloDateTime(new Date(paid.horario)),
                },
                { term: t('charges.endToEndId'), description: paid.endToEndId },
              ]}
            />
            <Inline space="sm">
              <Link asChild>
                <RouterLink to={`/bank/pix/refund/${paid.endToEndId}`}>
                  {t('charges.refund')}
                </RouterLink>
              </Link>
            </Inline>
          </Stack>
        </Card>
      ) : null}
      {isPayable(charge) ? (
        <Card>
          <Stack space="md">
            {isBoleto ? null : <ChargeQr charge={charge} />}
            <Inline space="sm">
              <Button
                variant="ghost"
                loading={cancel.isPending}
                onClick={() => cancel.mutate({ sub, txid: charge.txid })}
              >
                {t('charges.cancel')}
              </Button>
            </Inline>
          </Stack>
        </Card>
      ) : null}
    </Stack>
  );
}
