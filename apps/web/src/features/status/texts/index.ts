import type { FeatureTexts } from '../../../app/i18n/featureTexts';
import { statusPtBR } from './ptBR';

/** The `status` namespace: pt-BR with the screen, English on demand. */
export const STATUS_TEXTS: FeatureTexts<'status'> = {
  namespace: 'status',
  ptBR: statusPtBR,
  en: () => import('./en').then((module) => module.statusEn),
};
