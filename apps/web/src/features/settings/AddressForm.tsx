import { useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useQueryClient } from '@tanstack/react-query';
import { dataOf } from '@ipe/api-client';
import { getGetPostalCodeQueryOptions, useChangeAccountAddress } from '@ipe/api-client/react-query';
import {
  Button,
  Card,
  CepField,
  Columns,
  Select,
  Stack,
  Text,
  TextField,
  useNotify,
} from '@ipe/ui';
import { apiFailureOf } from '../../app/api/errors';
import { failureMessage, handledByClient } from '../../app/api/failureText';
import type { AccountInformation, ChangeAddressRequest } from '../../app/api/types';
import { useSession } from '../../app/session/sessionContext';
import { STATE_OPTIONS } from './brazilianStates';
import { addressFromCep, type AddressValues, type CepOutcome } from './cepLookup';

type Field = keyof ChangeAddressRequest;
type Values = AddressValues;
type CepState = 'idle' | 'looking' | 'failed' | CepOutcome;

const REQUIRED: readonly Field[] = [
  'billing_address_cep',
  'billing_address_logradouro',
  'billing_address_numero',
  'billing_address_bairro',
  'billing_address_cidade',
  'billing_address_estado',
];

function valuesOf(information: AccountInformation): Values {
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
 * Change the mailing address (POST …/changeaddress). Typing the CEP's eighth digit looks it up
 * and replaces street, district, city and state together (cepLookup.ts); the message says what
 * was found and what the person still has to type.
 */
export function AddressForm({ information }: { information: AccountInformation }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const { setAccountInformation } = useSession();
  const [values, setValues] = useState<Values>(() => valuesOf(information));
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [cepState, setCepState] = useState<CepState>('idle');
  const numberInput = useRef<HTMLInputElement>(null);
  const lookup = useRef(0);

  const set = (field: Field, value: string) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const fillFromCep = async (cep: string) => {
    const attempt = (lookup.current += 1);
    setCepState('looking');
    try {
      const found = await queryClient
        .fetchQuery(getGetPostalCodeQueryOptions(cep))
        .then(dataOf, (error: unknown) => {
          // An unknown CEP is an answer (404), not a failed lookup.
          if (apiFailureOf(error).status === 404) return null;
          throw error;
        });
      if (attempt !== lookup.current) return;
      const { values: next, outcome } = addressFromCep(values, found);
      setValues({ ...next, billing_address_cep: cep });
      setErrors({});
      setCepState(outcome);
      if (outcome === 'address') numberInput.current?.focus();
    } catch {
      // The lookup itself failed (offline, say): nothing is known, so nothing is replaced.
      if (attempt === lookup.current) setCepState('failed');
    }
  };

  const save = useChangeAccountAddress({
    mutation: {
      onSuccess: (answer) => {
        setAccountInformation(dataOf(answer));
        notify.positive(t('settings.addressSaved'));
      },
      onError: (failure) => {
        const found = apiFailureOf(failure);
        if (handledByClient(found)) return;
        if (found.body?.fields) setErrors(found.body.fields as Partial<Record<Field, string>>);
        else notify.negative(failureMessage(t, found));
      },
    },
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const missing: Partial<Record<Field, string>> = {};
    for (const field of REQUIRED) {
      if (values[field].trim() === '') missing[field] = t('settings.required');
    }
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    const complement = values.billing_address_complemento.trim();
    save.mutate({
      sub: information.account_id,
      data: {
        billing_address_cep: values.billing_address_cep,
        billing_address_logradouro: values.billing_address_logradouro.trim(),
        billing_address_numero: values.billing_address_numero.trim(),
        billing_address_complemento: complement === '' ? null : complement,
        billing_address_bairro: values.billing_address_bairro.trim(),
        billing_address_cidade: values.billing_address_cidade.trim(),
        billing_address_estado: values.billing_address_estado,
      },
    });
  };

  const place = {
    city: values.billing_address_cidade,
    state: values.billing_address_estado,
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

  const text = (
    field: Field,
    label: string,
    props: Partial<Parameters<typeof TextField>[0]> = {},
  ) => (
    <TextField
      label={label}
      name={field}
      value={values[field]}
      onChange={(event) => set(field, event.target.value)}
      error={errors[field]}
      {...props}
    />
  );

  return (
    <Card
      as="section"
      title={t('settings.addressTitle')}
      description={t('settings.addressDescription')}
      headingLevel={2}
    >
      <Stack as="form" space="md" onSubmit={submit} noValidate>
        <CepField
          label={t('settings.cep')}
          name="billing_address_cep"
          value={values.billing_address_cep}
          onChange={(raw) => {
            set('billing_address_cep', raw);
            if (raw.length < 8) setCepState('idle');
          }}
          onComplete={(cep) => void fillFromCep(cep)}
          error={
            errors.billing_address_cep ??
            (cepState === 'notFound'
              ? t('settings.cepNotFound')
              : cepState === 'failed'
                ? t('settings.cepFailed')
                : undefined)
          }
          required
        />
        <Text as="p" size="sm" tone="muted" role="status">
          {cepMessage}
        </Text>
        {text('billing_address_logradouro', t('settings.street'), {
          autoComplete: 'address-line1',
        })}
        <Columns space="md" widths="2/1">
          {text('billing_address_numero', t('settings.number'), {
            ref: numberInput,
            inputMode: 'numeric',
          })}
          {text('billing_address_complemento', t('settings.complement'), {
            optional: true,
            autoComplete: 'address-line2',
          })}
        </Columns>
        {text('billing_address_bairro', t('settings.district'))}
        <Columns space="md" widths="2/1">
          {text('billing_address_cidade', t('settings.city'), { autoComplete: 'address-level2' })}
          <Select
            label={t('settings.state')}
            name="billing_address_estado"
            options={STATE_OPTIONS}
            value={values.billing_address_estado || undefined}
            onValueChange={(uf) => set('billing_address_estado', uf)}
            error={errors.billing_address_estado}
            placeholder={t('settings.state')}
            required
          />
        </Columns>
        <div>
          <Button type="submit" variant="primary" loading={save.isPending}>
            {t('common.save')}
          </Button>
        </div>
      </Stack>
    </Card>
  );
}
