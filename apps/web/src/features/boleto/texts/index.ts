import type { FeatureTexts } from '../../../app/i18n/featureTexts';
import { boletoPtBR } from './ptBR';

/** The `boleto` namespace: pt-BR with the public page, English on demand. */
export const BOLETO_TEXTS: FeatureTexts<'boleto'> = {
  namespace: 'boleto',
  ptBR: boletoPtBR,
  en: () => import('./en').then((module) => module.boletoEn),
};
