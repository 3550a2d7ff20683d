import type { addressPtBR } from './ptBR';

/** The address fields' texts in English, fetched when someone picks English. */
export const addressEn: typeof addressPtBR = {
  cep: 'CEP (postal code)',
  cepLooking: 'Looking up the address…',
  cepNotFound: 'CEP not found. Fill in the whole address.',
  cepFailed: 'We could not look up the CEP right now. Fill in the address.',
  cepCityOnly:
    'This CEP is in {{city}}/{{state}}, but we did not find the street. Add street, number and district.',
  cepStateOnly:
    'This CEP is in {{state}}, but we did not find the city or the street. Add street, number, district and city.',
  cepFilled: 'Address filled in from the CEP. Check it and add the number.',
  street: 'Street',
  number: 'Number',
  complement: 'Complement',
  district: 'District',
  city: 'City',
  state: 'State',
};
