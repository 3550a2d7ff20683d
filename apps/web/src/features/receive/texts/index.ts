import type { FeatureTexts } from '../../../app/i18n/featureTexts';
import { receivePtBR } from './ptBR';

/** The `receive` namespace: pt-BR with the screens, English on demand. */
export const RECEIVE_TEXTS: FeatureTexts<'receive'> = {
  namespace: 'receive',
  ptBR: receivePtBR,
  en: () => import('./en').then((module) => module.receiveEn),
};
