import { Controller, type UseFormReturn } from 'react-hook-form';
import type * as z from 'zod/mini';
import type { pixDueChargeRequest } from '@ipe/domain';
import { CepField, Columns, Select, Stack, Text, TextField } from '@ipe/ui';
import { STATE_OPTIONS, useCepLookup, useFieldErrors } from '../../../app/forms';
import { useFeatureTranslation } from '../../../app/i18n/featureTexts';
import { PIX_TEXTS } from '../texts';

/** The boleto form's payer address, as pixDueChargeRequest names it. */
export interface PayerAddressValues {
  payer_cep: string;
  payer_street: string;
  payer_number: string;
  payer_complement: string;
  payer_district: string;
  payer_city: string;
  payer_state: string;
}

export const NO_PAYER_ADDRESS: PayerAddressValues = {
  payer_cep: '',
  payer_street: '',
  payer_number: '',
  payer_complement: '',
  payer_district: '',
  payer_city: '',
  payer_state: '',
};

/** The boleto form these fields belong to (pixDueChargeRequest's). */
type DueChargeForm = UseFormReturn<
  z.input<typeof pixDueChargeRequest>,
  unknown,
  z.output<typeof pixDueChargeRequest>
>;

/**
 * The payer's address a boleto prints, optional. The CEP's eighth digit looks it up and
 * replaces street, district, city and state together (a new CEP is a new address), leaving the
 * number to type; the message says what was found and what is left.
 */
export function PayerAddressFields({ form }: { form: DueChargeForm }) {
  const { t } = useFeatureTranslation(PIX_TEXTS);
  const errorOf = useFieldErrors(form);
  // A new CEP is a new address: what the lookup does not know is emptied, the number too.
  const cep = useCepLookup(
    (found) => {
      const parts: Partial<PayerAddressValues> = {
        payer_street: found?.logradouro ?? '',
        payer_number: '',
        payer_complement: '',
        payer_district: found?.bairro ?? '',
        payer_city: found?.cidade ?? '',
        payer_state: found?.estado ?? '',
      };
      for (const [name, value] of Object.entries(parts)) {
        form.setValue(name as keyof PayerAddressValues, value, { shouldDirty: true });
      }
    },
    () => form.setFocus('payer_number'),
  );
  const cepState = cep.state;

  const place = {
    city: String(form.watch('payer_city') ?? ''),
    state: String(form.watch('payer_state') ?? ''),
  };
  const message =
    cepState === 'looking'
      ? t('boleto.cepLooking')
      : cepState === 'address'
        ? t('boleto.cepFilled')
        : cepState === 'city'
          ? t('boleto.cepCityOnly', place)
          : cepState === 'state'
            ? t('boleto.cepStateOnly', place)
            : '';

  return (
    <Stack space="md">
      <Text size="sm" tone="muted">
        {t('boleto.addressHint')}
      </Text>
      <Controller
        control={form.control}
        name="payer_cep"
        render={({ field }) => (
          <CepField
            label={t('boleto.cep')}
            name={field.name}
            value={String(field.value ?? '')}
            onChange={(raw) => {
              field.onChange(raw);
              cep.typing(raw);
            }}
            onComplete={(code) => void cep.lookUp(code)}
            error={
              errorOf('payer_cep') ??
              (cepState === 'notFound'
                ? t('boleto.cepNotFound')
                : cepState === 'failed'
                  ? t('boleto.cepFailed')
                  : undefined)
            }
            optional
          />
        )}
      />
      <Text as="p" size="sm" tone="muted" role="status">
        {message}
      </Text>
      <TextField
        label={t('boleto.street')}
        error={errorOf('payer_street')}
        optional
        {...form.register('payer_street')}
      />
      <Columns space="md" widths="2/1">
        <TextField
          label={t('boleto.number')}
          inputMode="numeric"
          error={errorOf('payer_number')}
          optional
          {...form.register('payer_number')}
        />
        <TextField
          label={t('boleto.complement')}
          error={errorOf('payer_complement')}
          optional
          {...form.register('payer_complement')}
        />
      </Columns>
      <TextField
        label={t('boleto.district')}
        error={errorOf('payer_district')}
        optional
        {...form.register('payer_district')}
      />
      <Columns space="md" widths="2/1">
        <TextField
          label={t('boleto.city')}
          error={errorOf('payer_city')}
          optional
          {...form.register('payer_city')}
        />
        <Controller
          control={form.control}
          name="payer_state"
          render={({ field }) => (
            <Select
              label={t('boleto.state')}
              name={field.name}
              options={STATE_OPTIONS}
              value={String(field.value ?? '')}
              onValueChange={field.onChange}
              optional
              error={errorOf('payer_state')}
              placeholder={t('boleto.state')}
            />
          )}
        />
      </Columns>
    </Stack>
  );
}
