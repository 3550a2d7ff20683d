import * as z from 'zod/mini';
import {
  accountNameField,
  cepField,
  cityField,
  complementField,
  districtField,
  stateField,
  streetField,
  streetNumberField,
} from './fields';

/** POST …/changename: the name shown for the account. */
export const changeNameRequest = z.object({ name: accountNameField });

/** POST …/changeaddress: the billing_address_* fields of the account. */
export const changeAddressRequest = z.object({
  billing_address_logradouro: streetField,
  billing_address_numero: streetNumberField,
  billing_address_complemento: complementField,
  billing_address_bairro: districtField,
  billing_address_cidade: cityField,
  billing_address_estado: stateField,
  billing_address_cep: cepField,
});
