import type { FeatureTexts } from '../../../app/i18n/featureTexts';
import { statementPtBR } from './ptBR';

/** The `statement` namespace: pt-BR with the screens, English on demand. */
export const STATEMENT_TEXTS: FeatureTexts<'statement'> = {
  namespace: 'statement',
  ptBR: statementPtBR,
  en: () => import('./en').then((module) => module.statementEn),
};
