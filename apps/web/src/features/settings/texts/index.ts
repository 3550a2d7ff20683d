import type { FeatureTexts } from '../../../app/i18n/featureTexts';
import { settingsPtBR } from './ptBR';

/** The `settings` namespace: pt-BR with the screens, English on demand. */
export const SETTINGS_TEXTS: FeatureTexts<'settings'> = {
  namespace: 'settings',
  ptBR: settingsPtBR,
  en: () => import('./en').then((module) => module.settingsEn),
};
