import type { FeatureTexts } from '../../../app/i18n/featureTexts';
import { homePtBR } from './ptBR';

/** The `home` namespace: pt-BR with the screen, English on demand. */
export const HOME_TEXTS: FeatureTexts<'home'> = {
  namespace: 'home',
  ptBR: homePtBR,
  en: () => import('./en').then((module) => module.homeEn),
};
