import { useState } from 'react';
import { useParams } from 'react-router-dom';
import * as z from 'zod/mini';
import { useGetReceivedPix } from '@ipe/api-client/react-query';
import { formatBrl, pixRefundRequest, formatSaoPauloDateTime } from '@ipe/domain';
import { Amount, Button, Card, DescriptionList, Inline, Notify, Stack, TextField } from '@ipe/ui';
import type { PixReceived } from '../../../app/api/types';
import { BankForm, useBankForm, useFieldErrors } from '../../../app/forms';
import { AmountField } from '../../../app/forms/AmountField';
import { useFeatureTranslation } from '../../../app/i18n/featureTexts';
import { Loaded } from '../../../app/layout/Loaded';
import { Page } from '../../../app/layout/Page';
import { useSession } from '../../../app/session/sessionContext';
import { useConsultMode } from '../../../app/session/useConsultMode';
import { ConfirmPixDialog } from '../payment/ConfirmPixDialog';
import { useOrder } from '../payment/useOrder';
import { PIX_TEXTS } from '../texts';
import { payerLine } from './ReceivedPixPage';

/**
 * pix/refund/:endToEndId: gives back a Pix received, whole or in part, within 90 days
 * (docs/architecture/pix-receiving.md); the PIN is asked in the same confirmation as a payment.
 */
export function RefundPage() {
  const { t } = useFeatureTranslation(PIX_TEXTS);
  const { endToEndId = '' } = useParams();
  const sub = useSession().session.accountId ?? '';
  const received = useGetReceivedPix(sub, endToEndId, {
    query: { enabled: sub !== '' && endToEndId !== '', select: (answer) => answer.data },
  });

  return (
    <Page help="devolucao-pix" title={t('refund.title')} description={t('refund.description')}>
      <Loaded read={received} failed={t('refund.loadError')} placeholder={['50%', '70%']}>
        {(pix) => <RefundForm pix={pix} />}
      </Loaded>
    </Page>
  );
}

function RefundForm({ pix }: { pix: PixReceived }) {
  const { t } = useFeatureTranslation(PIX_TEXTS);
  const { consult } = useConsultMode();
  const left = pix.amount_cents - pix.refunded_cents;
  // When the screen opened: the server's answer decides anyway, at the moment of the refund.
  const [openedAt] = useState(() => Date.now());
  const closed = new Date(pix.refundable_until).getTime() < openedAt;
  // The server checks the same; saying it here keeps the PIN from being asked for nothing.
  const form = useBankForm(
    z.object({
      ...pixRefundRequest.shape,
      amount_cents: pixRefundRequest.shape.amount_cents.check(
        z.maximum(left, 'PIX_REFUND_OVER_ORIGINAL'),
      ),
    }),
    { defaultValues: { amount_cents: left, description: '' } },
  );
  const errorOf = useFieldErrors(form);
  const { order, propose, close } = useOrder(form);
  const review = form.handleSubmit((values) =>
    propose({
      channel: 'refund',
      endToEndId: pix.end_to_end_id,
      amountCents: values.amount_cents,
      description: values.description,
      to: payerLine(pix, t),
    }),
  );

  return (
    <Stack space="md">
      <Card>
        <Stack space="md">
          <Amount value={pix.amount_cents} size="xl" />
          <DescriptionList
            items={[
              { term: t('refund.payer'), description: payerLine(pix, t) },
              {
                term: t('refund.receivedAt'),
                description: formatSaoPauloDateTime(new Date(pix.received_at)),
              },
              { term: t('refund.refunded'), description: formatBrl(pix.refunded_cents) },
              {
                term: t('refund.until'),
                description: formatSaoPauloDateTime(new Date(pix.refundable_until)),
              },
            ]}
          />
        </Stack>
      </Card>
      {left <= 0 ? (
        <Notify variant="warning" message={t('refund.nothingLeft')} />
      ) : closed ? (
        <Notify variant="warning" message={t('refund.closed')} />
      ) : (
        <BankForm form={form} onSubmit={(event) => void review(event)}>
          <AmountField
            form={form}
            name="amount_cents"
            label={t('refund.amount')}
            hint={`${t('refund.left')} ${formatBrl(left)}`}
            required
          />
          <TextField
            label={t('refund.message')}
            hint={t('refund.messageHint')}
            maxLength={140}
            optional
            error={errorOf('description')}
            {...form.register('description')}
          />
          <Inline space="sm">
            <Button type="submit" variant="primary" aria-disabled={consult}>
              {t('refund.next')}
            </Button>
          </Inline>
        </BankForm>
      )}
      {order ? <ConfirmPixDialog order={order} onClose={close} /> : null}
    </Stack>
  );
}
