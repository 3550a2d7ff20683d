import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { PixPayment } from '@ipe/api-client';
import { useDisputePixPayment } from '@ipe/api-client/react-query';
import { PIX_CONTESTABLE_CHANNELS, PIX_DISPUTE_REASONS, pixDisputeRequest } from '@ipe/domain';
import {
  Button,
  Dialog,
  Inline,
  Link,
  Notify,
  Radio,
  RadioGroup,
  Stack,
  Text,
  TextField,
} from '@ipe/ui';
import { apiFailureOf } from '../../../app/api/errors';
import { BankForm, showFailure, useBankForm, useFieldErrors } from '../../../app/forms';
import { useFeatureTranslation } from '../../../app/i18n/featureTexts';
import { useSession } from '../../../app/session/sessionContext';
import { PIX_TEXTS } from '../texts';

/**
 * Whether a receipt offers to contest its Pix: a completed payment of a contestable kind into
 * another account of this bank (the server blocks only what arrived here; it decides again).
 */
export const isContestable = (payment: PixPayment) =>
  payment.status === 'completed' &&
  (PIX_CONTESTABLE_CHANNELS as readonly string[]).includes(payment.channel) &&
  payment.payee.institution.ispb === payment.payer.institution.ispb;

/** MED 2.0 self-service, from the receipt: contest the Pix, saying what happened. */
export function ContestPixButton({ payment }: { payment: PixPayment }) {
  const { t } = useFeatureTranslation(PIX_TEXTS);
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  if (opened) {
    return (
      <Stack space="sm">
        <Notify variant="positive" message={t('dispute.opened')} />
        <Link asChild>
          <RouterLink to="/bank/receive/security">{t('dispute.follow')}</RouterLink>
        </Link>
      </Stack>
    );
  }
  return (
    <Stack space="sm">
      <Text tone="muted">{t('dispute.contestHint')}</Text>
      <Inline space="sm">
        <Button variant="secondary" onClick={() => setOpen(true)}>
          {t('dispute.contest')}
        </Button>
      </Inline>
      {open ? (
        <ContestDialog
          payment={payment}
          onClose={() => setOpen(false)}
          onOpened={() => {
            setOpen(false);
            setOpened(true);
          }}
        />
      ) : null}
    </Stack>
  );
}

function ContestDialog({
  payment,
  onClose,
  onOpened,
}: {
  payment: PixPayment;
  onClose: () => void;
  onOpened: () => void;
}) {
  const { t } = useFeatureTranslation(PIX_TEXTS);
  const { t: tApp } = useTranslation();
  const sub = useSession().session.accountId ?? '';
  const form = useBankForm(pixDisputeRequest, {
    defaultValues: { reason: 'SCAM', details: '' },
  });
  const errorOf = useFieldErrors(form);
  const dispute = useDisputePixPayment({
    mutation: {
      onSuccess: onOpened,
      onError: (error) => showFailure(form, tApp, apiFailureOf(error)),
    },
  });
  const submit = form.handleSubmit((data) => dispute.mutate({ sub, paymentId: payment.id, data }));
  return (
    <Dialog
      open
      onOpenChange={(next) => {
        if (!next && !dispute.isPending) onClose();
      }}
      title={t('dispute.title')}
      description={t('dispute.description')}
    >
      <BankForm form={form} onSubmit={(event) => void submit(event)}>
        <Controller
          control={form.control}
          name="reason"
          render={({ field }) => (
            <RadioGroup
              label={t('dispute.reason')}
              value={field.value}
              onValueChange={field.onChange}
              name={field.name}
            >
              {PIX_DISPUTE_REASONS.map((reason) => (
                <Radio key={reason} value={reason} label={t(`dispute.reasons.${reason}`)} />
              ))}
            </RadioGroup>
          )}
        />
        <TextField
          label={t('dispute.details')}
          hint={t('dispute.detailsHint')}
          maxLength={500}
          error={errorOf('details')}
          required
          {...form.register('details')}
        />
        <Inline space="sm">
          <Button type="submit" variant="primary" loading={dispute.isPending}>
            {t('dispute.confirm')}
          </Button>
          <Button type="button" variant="ghost" onClick={onClose} aria-disabled={dispute.isPending}>
            {t('dispute.cancel')}
          </Button>
        </Inline>
      </BankForm>
    </Dialog>
  );
}
