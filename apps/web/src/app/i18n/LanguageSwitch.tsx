import { useTranslation } from 'react-i18next';
import { Button, Inline } from '@ipe/ui';
import { switchLanguage, storeLanguage } from './i18n';
import { LANGUAGES, type Language } from './languages';

/** Two toggle buttons, one per language; the chosen one is pressed and remembered. */
export function LanguageSwitch() {
  const { t, i18n } = useTranslation();
  const choose = async (language: Language) => {
    await switchLanguage(i18n, language);
    storeLanguage(window.localStorage, language);
  };
  return (
    <Inline role="group" aria-label={t('language.label')} space="xs">
      {LANGUAGES.map((language) => (
        <Button
          key={language}
          variant="ghost"
          size="sm"
          lang={language}
          aria-pressed={i18n.language === language}
          onClick={() => void choose(language)}
        >
          {t(`language.${language}`)}
        </Button>
      ))}
    </Inline>
  );
}
