import type { FeatureTexts } from '../../../app/i18n/featureTexts';
import { helpPtBR } from './ptBR';

/** The `help` namespace: pt-BR with the screen, English on demand. */
export const HELP_TEXTS: FeatureTexts<'help'> = {
  namespace: 'help',
  ptBR: helpPtBR,
  en: () => import('./en').then((module) => module.helpEn),
};
