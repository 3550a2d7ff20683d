import type { ChangeAddressRequest, PostalAddress } from '../../api/types';

export type AddressValues = Record<keyof ChangeAddressRequest, string>;

/**
 * The address after a CEP lookup. A new CEP is a new address: street, district, city and state
 * are replaced together, and what the lookup does not know is emptied rather than kept from the
 * old address (which left "Praça da Sé" in Rio de Janeiro, or Rio de Janeiro in RS). Number and
 * complement belong to the old address too, so they are emptied for the person to type.
 */
export function addressFromCep(current: AddressValues, found: PostalAddress | null): AddressValues {
  return {
    ...current,
    billing_address_logradouro: found?.logradouro ?? '',
    billing_address_numero: '',
    billing_address_complemento: '',
    billing_address_bairro: found?.bairro ?? '',
    billing_address_cidade: found?.cidade ?? '',
    billing_address_estado: found?.estado ?? '',
  };
}
