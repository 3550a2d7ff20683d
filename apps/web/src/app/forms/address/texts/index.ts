import type { FeatureTexts } from '../../../i18n/featureTexts';
import { addressPtBR } from './ptBR';

/** The `address` namespace: the address fields' texts, with every form that types an address. */
export const ADDRESS_TEXTS: FeatureTexts<'address'> = {
  namespace: 'address',
  ptBR: addressPtBR,
  en: () => import('./en').then((module) => module.addressEn),
};
