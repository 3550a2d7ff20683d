import { Controller, type UseFormReturn } from 'react-hook-form';
import type * as z from 'zod/mini';
import type { changeAddressRequest } from '@ipe/domain';
import { CepField, Columns, Select, Stack, Text, TextField } from '@ipe/ui';
import { useFeatureTranslation } from '../../i18n/featureTexts';
import { STATE_OPTIONS } from '../brazilianStates';
import { useCepLookup } from '../useCepLookup';
import { useFieldErrors } from '../useBankForm';
import { addressFromCep, type AddressValues } from './addressFromCep';
import { ADDRESS_TEXTS } from './texts';

/** A form built on @ipe/domain's changeAddressRequest (settings, opening an account). */
export type AddressForm = UseFormReturn<
  z.input<typeof changeAddressRequest>,
  unknown,
  z.output<typeof changeAddressRequest>
>;

/**
 * The billing_address_* fields, one way for every form that asks for an address. Typing the CEP's
 * eighth digit looks it up and replaces street, district, city and state together
 * (addressFromCep); the message under the CEP says what was found and what is left to type.
 */
export function AddressFields({ form }: { form: AddressForm }) {
  const { t } = useFeatureTranslation(ADDRESS_TEXTS);
  const errorOf = useFieldErrors(form);
  const cep = useCepLookup(
    (found, code) => {
      const next = addressFromCep(form.getValues() as AddressValues, found);
      form.reset({ ...next, billing_address_cep: code }, { keepDefaultValues: true });
    },
    () => form.setFocus('billing_address_numero'),
  );
  const cepState = cep.state;
  const place = {
    city: form.watch('billing_address_cidade') ?? '',
    state: form.watch('billing_address_estado') ?? '',
  };
  const cepMessage =
    cepState === 'looking'
      ? t('cepLooking')
      : cepState === 'address'
        ? t('cepFilled')
        : cepState === 'city'
          ? t('cepCityOnly', place)
          : cepState === 'state'
            ? t('cepStateOnly', place)
            : '';

  return (
    <Stack space="md">
      <Controller
        control={form.control}
        name="billing_address_cep"
        render={({ field }) => (
          <CepField
            label={t('cep')}
            name={field.name}
            value={field.value as string}
            onChange={(raw) => {
              field.onChange(raw);
              cep.typing(raw);
            }}
            onComplete={(code) => void cep.lookUp(code)}
            error={
              errorOf('billing_address_cep') ??
              (cepState === 'notFound'
                ? t('cepNotFound')
                : cepState === 'failed'
                  ? t('cepFailed')
                  : undefined)
            }
            required
          />
        )}
      />
      <Text as="p" size="sm" tone="muted" role="status">
        {cepMessage}
      </Text>
      <TextField
        label={t('street')}
        autoComplete="address-line1"
        error={errorOf('billing_address_logradouro')}
        {...form.register('billing_address_logradouro')}
      />
      <Columns space="md" widths="2/1">
        <TextField
          label={t('number')}
          inputMode="numeric"
          error={errorOf('billing_address_numero')}
          {...form.register('billing_address_numero')}
        />
        <TextField
          label={t('complement')}
          optional
          autoComplete="address-line2"
          error={errorOf('billing_address_complemento')}
          {...form.register('billing_address_complemento')}
        />
      </Columns>
      <TextField
        label={t('district')}
        error={errorOf('billing_address_bairro')}
        {...form.register('billing_address_bairro')}
      />
      <Columns space="md" widths="2/1">
        <TextField
          label={t('city')}
          autoComplete="address-level2"
          error={errorOf('billing_address_cidade')}
          {...form.register('billing_address_cidade')}
        />
        <Controller
          control={form.control}
          name="billing_address_estado"
          render={({ field }) => (
            <Select
              label={t('state')}
              name={field.name}
              options={STATE_OPTIONS}
              value={(field.value as string | undefined) ?? ''}
              onValueChange={field.onChange}
              error={errorOf('billing_address_estado')}
              placeholder={t('state')}
              required
            />
          )}
        />
      </Columns>
    </Stack>
  );
}
