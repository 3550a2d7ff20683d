import { useTranslation } from 'react-i18next';
import { dataOf } from '@ipe/api-client';
import { useSaveOnboardingAddress } from '@ipe/api-client/react-query';
import { changeAddressRequest } from '@ipe/domain';
import { Button } from '@ipe/ui';
import { BankForm, useBankForm } from '../../../app/forms';
import { AddressFields } from '../../../app/forms/address/AddressFields';
import { useFeatureTranslation } from '../../../app/i18n/featureTexts';
import { ACTIVATE_TEXTS } from '../texts';
import { showStepFailure, type StepProps } from './stepProps';

/** The address, with the CEP lookup every address form has. */
export function AddressStep({ application, headers, onSaved, onExpired }: StepProps) {
  const { t } = useFeatureTranslation(ACTIVATE_TEXTS);
  const { t: tApp } = useTranslation();
  const saved = application.address;
  const form = useBankForm(changeAddressRequest, {
    defaultValues: {
      billing_address_cep: saved?.billing_address_cep ?? '',
      billing_address_logradouro: saved?.billing_address_logradouro ?? '',
      billing_address_numero: saved?.billing_address_numero ?? '',
      billing_address_complemento: saved?.billing_address_complemento ?? '',
      billing_address_bairro: saved?.billing_address_bairro ?? '',
      billing_address_cidade: saved?.billing_address_cidade ?? '',
      billing_address_estado: saved?.billing_address_estado ?? '',
    },
  });
  const save = useSaveOnboardingAddress();
  const submit = form.handleSubmit(async (data) => {
    try {
      onSaved(dataOf(await save.mutateAsync({ headers, data })));
    } catch (error) {
      showStepFailure(form, tApp, error, onExpired);
    }
  });
  return (
    <BankForm form={form} onSubmit={(event) => void submit(event)}>
      <AddressFields form={form} />
      <div>
        <Button type="submit" variant="primary" loading={save.isPending}>
          {t('address.save')}
        </Button>
      </div>
    </BankForm>
  );
}
