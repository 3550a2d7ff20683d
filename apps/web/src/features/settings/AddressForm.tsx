import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { dataOf } from '@ipe/api-client';
import { useChangeAccountAddress } from '@ipe/api-client/react-query';
import { changeAddressRequest } from '@ipe/domain';
import { Button, Card, CepField, Columns, Select, Text, TextField, useNotify } from '@ipe/ui';
import { apiFailureOf } from '../../app/api/errors';
import type { AccountInformation } from '../../app/api/types';
import {
  BankForm,
  showFailure,
  STATE_OPTIONS,
  useBankForm,
  useCepLookup,
  useFieldErrors,
} from '../../app/forms';
import { useSession } from '../../app/session/sessionContext';
import { addressFromCep, type AddressValues } from './cepLookup';

function valuesOf(information: AccountInformation): AddressValues {
  const address = information.address;
  return {
    billing_address_cep: address.billing_address_cep ?? '',
    billing_address_logradouro: address.billing_address_logradouro ?? '',
    billing_address_numero: address.billing_address_numero ?? '',
    billing_address_complemento: address.billing_address_complemento ?? '',
    billing_address_bairro: address.billing_address_bairro ?? '',
    billing_address_cidade: address.billing_address_cidade ?? '',
    billing_address_estado: address.billing_address_estado ?? '',
  };
}

/**
 * Change the mailing address (POST …/changeaddress), validated by the server's own schema
 * (@ipe/domain's changeAddressRequest). Typing the CEP's eighth digit looks it up and replaces
 * street, district, city and state together (cepLookup.ts); the message says what was found and
 * what the person still has to type.
 */
export function AddressForm({ information }: { information: AccountInformation }) {
  const { t } = useTranslation();
  const notify = useNotify();
  const { setAccountInformation } = useSession();
  const form = useBankForm(changeAddressRequest, { defaultValues: valuesOf(information) });
  const errorOf = useFieldErrors(form);
  const cep = useCepLookup(
    (found, code) => {
      const next = addressFromCep(form.getValues() as AddressValues, found);
      form.reset({ ...next, billing_address_cep: code }, { keepDefaultValues: true });
    },
    () => form.setFocus('billing_address_numero'),
  );
  const cepState = cep.state;

  const save = useChangeAccountAddress({
    mutation: {
      onSuccess: (answer) => {
        setAccountInformation(dataOf(answer));
        notify.positive(t('settings.addressSaved'));
      },
      onError: (failure) => showFailure(form, t, apiFailureOf(failure)),
    },
  });

  const place = {
    city: form.watch('billing_address_cidade') ?? '',
    state: form.watch('billing_address_estado') ?? '',
  };
  const cepMessage =
    cepState === 'looking'
      ? t('settings.cepLooking')
      : cepState === 'address'
        ? t('settings.cepFilled')
        : cepState === 'city'
          ? t('settings.cepCityOnly', place)
          : cepState === 'state'
            ? t('settings.cepStateOnly', place)
            : '';

  return (
    <Card
      as="section"
      title={t('settings.addressTitle')}
      description={t('settings.addressDescription')}
      headingLevel={2}
    >
      <BankForm
        form={form}
        onSubmit={form.handleSubmit((data) => save.mutate({ sub: information.account_id, data }))}
      >
        <Controller
          control={form.control}
          name="billing_address_cep"
          render={({ field }) => (
            <CepField
              label={t('settings.cep')}
              name={field.name}
              value={field.value}
              onChange={(raw) => {
                field.onChange(raw);
                cep.typing(raw);
              }}
              onComplete={(code) => void cep.lookUp(code)}
              error={
                errorOf('billing_address_cep') ??
                (cepState === 'notFound'
                  ? t('settings.cepNotFound')
                  : cepState === 'failed'
                    ? t('settings.cepFailed')
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
          label={t('settings.street')}
          autoComplete="address-line1"
          error={errorOf('billing_address_logradouro')}
          {...form.register('billing_address_logradouro')}
        />
        <Columns space="md" widths="2/1">
          <TextField
            label={t('settings.number')}
            inputMode="numeric"
            error={errorOf('billing_address_numero')}
            {...form.register('billing_address_numero')}
          />
          <TextField
            label={t('settings.complement')}
            optional
            autoComplete="address-line2"
            error={errorOf('billing_address_complemento')}
            {...form.register('billing_address_complemento')}
          />
        </Columns>
        <TextField
          label={t('settings.district')}
          error={errorOf('billing_address_bairro')}
          {...form.register('billing_address_bairro')}
        />
        <Columns space="md" widths="2/1">
          <TextField
            label={t('settings.city')}
            autoComplete="address-level2"
            error={errorOf('billing_address_cidade')}
            {...form.register('billing_address_cidade')}
          />
          <Controller
            control={form.control}
            name="billing_address_estado"
            render={({ field }) => (
              <Select
                label={t('settings.state')}
                name={field.name}
                options={STATE_OPTIONS}
                value={field.value || undefined}
                onValueChange={field.onChange}
                error={errorOf('billing_address_estado')}
                placeholder={t('settings.state')}
                required
              />
            )}
          />
        </Columns>
        <div>
          <Button type="submit" variant="primary" loading={save.isPending}>
            {t('common.save')}
          </Button>
        </div>
      </BankForm>
    </Card>
  );
}
