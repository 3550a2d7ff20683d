import type { FeatureTexts } from '../../../app/i18n/featureTexts';
import { paymentPtBR } from './ptBR';

/** The `payment` namespace: pt-BR with the screens, English on demand. */
export const PAYMENT_TEXTS: FeatureTexts<'payment'> = {
  namespace: 'payment',
  ptBR: paymentPtBR,
  en: () => import('./en').then((module) => module.paymentEn),
};
