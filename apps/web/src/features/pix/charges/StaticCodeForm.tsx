import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { encodeBrCode, formatBrl, staticPixCodeRequest } from '@ipe/domain';
import { Button, Card, Inline, Notify, Stack, TextField } from '@ipe/ui';
import type { AccountInformation, PixKey } from '../../../app/api/types';
import { BankForm, useBankForm, useFieldErrors } from '../../../app/forms';
import { AmountField } from '../../../app/forms/AmountField';
import { useFeatureTranslation } from '../../../app/i18n/featureTexts';
import { PIX_TEXTS } from '../texts';
import { PixCodeQr } from './PixCodeQr';
import { ReceivingKeySelect } from './ReceivingKeySelect';

/** Where a BR Code says the receiver is when the account has no billing city yet. */
const DEFAULT_CITY = 'Sao Paulo';

/**
 * A fixed QR Code (static BR Code, @ipe/domain's encodeBrCode): one of the account's keys, with
 * or without an amount and a message. Nothing is stored: it never expires and can be paid any
 * number of times, each payment arriving as a Pix received.
 */
export function StaticCodeForm({ keys, account }: { keys: PixKey[]; account: AccountInformation }) {
  const { t } = useFeatureTranslation(PIX_TEXTS);
  const [code, setCode] = useState<{ text: string; amount: number | null } | null>(null);
  const form = useBankForm(staticPixCodeRequest, {
    defaultValues: { key: keys[0]!.key, amount_cents: null, description: '' },
  });
  const errorOf = useFieldErrors(form);
  const submit = form.handleSubmit((values) => {
    const amount = values.amount_cents ?? null;
    setCode({
      amount,
      text: encodeBrCode({
        key: values.key,
        name: account.name,
        city: account.address.billing_address_cidade || DEFAULT_CITY,
        ...(amount === null ? {} : { amountCents: amount }),
        ...(values.description ? { description: values.description } : {}),
      }),
    });
  });

  if (code) {
    const amount = code.amount === null ? t('charge.anyAmount') : formatBrl(code.amount);
    return (
      <Stack space="md">
        <Notify variant="positive" message={t('charge.staticCreated')} />
        <Card>
          <Stack space="md">
            <PixCodeQr
              code={code.text}
              label={t('charge.staticQrLabel', { amount })}
              description={amount}
              fileName="pix-qrcode-fixo.png"
            />
          </Stack>
        </Card>
        <Inline space="sm">
          <Button variant="secondary" onClick={() => setCode(null)}>
            {t('charge.anotherStatic')}
          </Button>
        </Inline>
      </Stack>
    );
  }

  return (
    <BankForm form={form} onSubmit={(event) => void submit(event)}>
      <Controller
        control={form.control}
        name="key"
        render={({ field }) => (
          <ReceivingKeySelect
            keys={keys}
            name={field.name}
            value={field.value}
            onValueChange={field.onChange}
            error={errorOf('key')}
          />
        )}
      />
      <AmountField
        form={form}
        name="amount_cents"
        label={t('charge.amount')}
        hint={t('charge.staticAmountHint')}
        optional
      />
      <TextField
        label={t('charge.message')}
        hint={t('charge.staticMessageHint')}
        optional
        error={errorOf('description')}
        {...form.register('description')}
      />
      <Inline space="sm">
        <Button type="submit" variant="primary">
          {t('charge.create')}
        </Button>
      </Inline>
    </BankForm>
  );
}
