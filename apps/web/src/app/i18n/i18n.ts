import { loadUiMessages } from '@ipe/ui';
import { DEFAULT_LOCALE, createTypedStorage } from '@ipe/domain';
import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGUAGE_STORAGE_NAME, isLanguage, type Language } from './languages';
import { errorsPtBR } from './locales/errors.ptBR';
import { fieldsPtBR } from './locales/fields.ptBR';
import { ptBR } from './locales/ptBR';

/**
 * An i18next instance with pt-BR bundled (the default and the fallback); English is fetched only
 * when someone picks it, so it never weighs on the sign-in route.
 */
export async function createI18n(language: Language = DEFAULT_LOCALE): Promise<I18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    resources: {
      [DEFAULT_LOCALE]: { translation: ptBR, errors: errorsPtBR, fields: fieldsPtBR },
    },
    ns: ['translation', 'errors', 'fields'],
    defaultNS: 'translation',
    lng: DEFAULT_LOCALE,
    fallbackLng: DEFAULT_LOCALE,
    supportedLngs: [DEFAULT_LOCALE, 'en'],
    // React escapes what it renders.
    interpolation: { escapeValue: false },
    returnNull: false,
    saveMissing: true,
    missingKeyHandler: reportMissingText,
  });
  if (language !== DEFAULT_LOCALE) await switchLanguage(instance, language);
  return instance;
}

/**
 * A text asked for and found in no language is a fault: the screen shows its key. It is said on
 * the console, which every test suite fails on (docs/architecture/web-app.md, "What the tests
 * watch"). A lookup that gives a `defaultValue` may miss on purpose: a code's text is looked for
 * in `fields` and then in `errors` (useBankForm.ts, failureText.ts).
 */
function reportMissingText(
  languages: readonly string[],
  namespace: string,
  key: string,
  _fallbackValue: string,
  _updateMissing: boolean,
  options: { defaultValue?: unknown } | undefined,
) {
  if (options && 'defaultValue' in options) return;
  console.error(`No text for ${namespace}:${key} in ${languages.join(', ')}.`);
}

/** Loads a language's texts if needed and switches to it; <html lang> follows. */
export async function switchLanguage(instance: I18n, language: Language): Promise<void> {
  if (language === 'en' && !instance.hasResourceBundle('en', 'translation')) {
    const [{ en }, { enBank }, { errorsEn, errorsInContextEn }, { fieldsEn }, ui] =
      await Promise.all([
        import('./locales/en'),
        import('./locales/en.bank'),
        import('./locales/errors.en'),
        import('./locales/fields.en'),
        // The kit's own words (close buttons, "Hoje"…) come with the app's.
        loadUiMessages('en'),
      ]);
    instance.addResourceBundle('en', 'ui', ui);
    instance.addResourceBundle('en', 'translation', { ...en, ...enBank });
    instance.addResourceBundle('en', 'errors', { ...errorsEn, ...errorsInContextEn });
    instance.addResourceBundle('en', 'fields', fieldsEn);
  }
  await instance.changeLanguage(language);
  if (typeof document !== 'undefined') document.documentElement.lang = language;
}

/** The language chosen earlier on this browser, or pt-BR. */
export function storedLanguage(store: Storage): Language {
  const value = createTypedStorage(store).get(LANGUAGE_STORAGE_NAME);
  return isLanguage(value) ? value : DEFAULT_LOCALE;
}

export function storeLanguage(store: Storage, language: Language): void {
  createTypedStorage(store).set(LANGUAGE_STORAGE_NAME, language);
}
