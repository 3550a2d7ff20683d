import type { FeatureTexts } from '../../../app/i18n/featureTexts';
import { transferPtBR } from './ptBR';

/** The `transfer` namespace: pt-BR with the screens, English on demand. */
export const TRANSFER_TEXTS: FeatureTexts<'transfer'> = {
  namespace: 'transfer',
  ptBR: transferPtBR,
  en: () => import('./en').then((module) => module.transferEn),
};
