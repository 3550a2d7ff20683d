import { useTranslation } from 'react-i18next';
import { dataOf } from '@ipe/api-client';
import { useChangeAccountAddress } from '@ipe/api-client/react-query';
import { changeAddressRequest } from '@ipe/domain';
import { Button, Card, useNotify } from '@ipe/ui';
import { apiFailureOf } from '../../app/api/errors';
import type { AccountInformation } from '../../app/api/types';
import { BankForm, showFailure, useBankForm } from '../../app/forms';
import { AddressFields } from '../../app/forms/address/AddressFields';
import type { AddressValues } from '../../app/forms/address/addressFromCep';
import { useSession } from '../../app/session/sessionContext';
import { useFeatureTranslation } from '../../app/i18n/featureTexts';
import { SETTINGS_TEXTS } from './texts';

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
 * (@ipe/domain's changeAddressRequest), with the address fields every address form shares.
 */
export function AddressForm({ information }: { information: AccountInformation }) {
  const { t } = useFeatureTranslation(SETTINGS_TEXTS);
  const { t: tApp } = useTranslation();
  const notify = useNotify();
  const { setAccountInformation } = useSession();
  const form = useBankForm(changeAddressRequest, { defaultValues: valuesOf(information) });
  const save = useChangeAccountAddress({
    mutation: {
      onSuccess: (answer) => {
        setAccountInformation(dataOf(answer));
        notify.positive(t('addressSaved'));
      },
      onError: (failure) => showFailure(form, tApp, apiFailureOf(failure)),
    },
  });

  return (
    <Card
      as="section"
      title={t('addressTitle')}
      description={t('addressDescription')}
      headingLevel={2}
    >
      <BankForm
        form={form}
        onSubmit={form.handleSubmit((data) => save.mutate({ sub: information.account_id, data }))}
      >
        <AddressFields form={form} />
        <div>
          <Button type="submit" variant="primary" loading={save.isPending}>
            {tApp('common.save')}
          </Button>
        </div>
      </BankForm>
    </Card>
  );
}
