import type { FeatureTexts } from '../../../app/i18n/featureTexts';
import { activatePtBR } from './ptBR';

/** The `activate` namespace: pt-BR with the screen, English on demand. */
export const ACTIVATE_TEXTS: FeatureTexts<'activate'> = {
  namespace: 'activate',
  ptBR: activatePtBR,
  en: () => import('./en').then((module) => module.activateEn),
};
