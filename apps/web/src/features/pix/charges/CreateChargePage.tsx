import { useState } from 'react';
import { Controller } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import {
  getListPixChargesQueryKey,
  useCreatePixCharge,
  useGetBankAccount,
} from '@ipe/api-client/react-query';
import { dataOf } from '@ipe/api-client';
import { pixChargeRequest } from '@ipe/domain';
import {
  Button,
  Card,
  Checkbox,
  Inline,
  Radio,
  RadioGroup,
  Select,
  Skeleton,
  Stack,
  TextField,
} from '@ipe/ui';
import { useTranslation } from 'react-i18next';
import { apiFailureOf } from '../../../app/api/errors';
import type { PixCharge, PixKey } from '../../../app/api/types';
import { BankForm, showFailure, useBankForm, useFieldErrors } from '../../../app/forms';
import { AmountField } from '../../../app/forms/AmountField';
import { useFeatureTranslation } from '../../../app/i18n/featureTexts';
import { Page } from '../../../app/layout/Page';
import { useSession } from '../../../app/session/sessionContext';
import { PIX_TEXTS } from '../texts';
import { ChargeIssued } from './ChargeIssued';
import { ChargeQr } from './ChargeQr';
import { ReceivingKeySelect } from './ReceivingKeySelect';
import { StaticCodeForm } from './StaticCodeForm';
import { WithReceivingKeys } from './WithReceivingKeys';

/** The validities offered: an hour, a day (the central bank's default), a week. */
const EXPIRIES = [
  { value: 3_600, label: 'charge.expiry.hour' },
  { value: 86_400, label: 'charge.expiry.day' },
  { value: 604_800, label: 'charge.expiry.week' },
] as const;

/**
 * pix/receive/qrcode (docs/architecture/pix-receiving.md): an immediate charge into one of the
 * account's keys, shown as a QR Code and its copy-and-paste code once the server signed it; or a
 * fixed QR Code, made here from the key with @ipe/domain, that anyone may pay any number of times.
 */
export function CreateChargePage() {
  const { t } = useFeatureTranslation(PIX_TEXTS);
  const sub = useSession().session.accountId ?? '';
  const account = useGetBankAccount(sub, { query: { enabled: sub !== '', select: dataOf } });
  const [created, setCreated] = useState<PixCharge | null>(null);
  // `?kind=static` opens on the fixed QR Code (a link can lead straight to it).
  const [params] = useSearchParams();
  const [kind, setKind] = useState<'dynamic' | 'static'>(
    params.get('kind') === 'static' ? 'static' : 'dynamic',
  );

  return (
    <Page help="receber-pix" title={t('charge.title')} description={t('charge.description')}>
      {created ? (
        <ChargeIssued
          txid={created.txid}
          message={t('charge.created')}
          another={t('charge.another')}
          onAnother={() => setCreated(null)}
          seeCharge={t('charge.seeAll')}
        >
          <Card>
            <Stack space="md">
              <ChargeQr charge={created} />
            </Stack>
          </Card>
        </ChargeIssued>
      ) : (
        <WithReceivingKeys sub={sub}>
          {(keys) => (
            <Stack space="md">
              <RadioGroup
                label={t('charge.kind')}
                value={kind}
                onValueChange={(value) => setKind(value === 'static' ? 'static' : 'dynamic')}
              >
                <Radio value="dynamic" label={t('charge.kinds.dynamic')} />
                <Radio value="static" label={t('charge.kinds.static')} />
              </RadioGroup>
              {kind === 'dynamic' ? (
                <ChargeForm keys={keys} sub={sub} onCreated={setCreated} />
              ) : account.data ? (
                <StaticCodeForm keys={keys} account={account.data} />
              ) : (
                <Skeleton shape="text" width="60%" />
              )}
            </Stack>
          )}
        </WithReceivingKeys>
      )}
    </Page>
  );
}

function ChargeForm({
  keys,
  sub,
  onCreated,
}: {
  keys: PixKey[];
  sub: string;
  onCreated: (charge: PixCharge) => void;
}) {
  const { t } = useFeatureTranslation(PIX_TEXTS);
  const { t: tApp } = useTranslation();
  const queryClient = useQueryClient();
  const form = useBankForm(pixChargeRequest, {
    defaultValues: {
      key: keys[0]!.key,
      amount_cents: null as unknown as number,
      amount_editable: false,
      expires_in: 86_400,
      description: '',
    },
  });
  const errorOf = useFieldErrors(form);
  const create = useCreatePixCharge({
    mutation: {
      onSuccess: (answer) => {
        void queryClient.invalidateQueries({ queryKey: getListPixChargesQueryKey(sub) });
        onCreated(answer.data);
      },
      onError: (error) => showFailure(form, tApp, apiFailureOf(error)),
    },
  });
  const submit = form.handleSubmit((values) => create.mutate({ sub, data: values }));

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
      <AmountField form={form} name="amount_cents" label={t('charge.amount')} required />
      <Controller
        control={form.control}
        name="amount_editable"
        render={({ field }) => (
          <Checkbox
            label={t('charge.editable')}
            checked={field.value === true}
            onCheckedChange={(checked) => field.onChange(checked === true)}
          />
        )}
      />
      <Controller
        control={form.control}
        name="expires_in"
        render={({ field }) => (
          <Select
            label={t('charge.expiresIn')}
            options={EXPIRIES.map((e) => ({ value: String(e.value), label: t(e.label) }))}
            value={String(field.value)}
            onValueChange={(value) => field.onChange(Number(value))}
            name={field.name}
            error={errorOf('expires_in')}
          />
        )}
      />
      <TextField
        label={t('charge.message')}
        hint={t('charge.messageHint')}
        maxLength={140}
        optional
        error={errorOf('description')}
        {...form.register('description')}
      />
      <Inline space="sm">
        <Button type="submit" variant="primary" loading={create.isPending}>
          {t('charge.create')}
        </Button>
      </Inline>
    </BankForm>
  );
}
