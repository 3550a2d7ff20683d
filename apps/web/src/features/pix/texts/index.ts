import type { FeatureTexts } from '../../../app/i18n/featureTexts';
import { pixPtBR } from './ptBR';

/** The `pix` namespace: pt-BR with the screens, English on demand. */
export const PIX_TEXTS: FeatureTexts<'pix'> = {
  namespace: 'pix',
  ptBR: pixPtBR,
  en: () => import('./en').then((module) => module.pixEn),
};
