import { DEFAULT_LOCALE } from '@ipe/domain';

/** The languages of the app: pt-BR (default, SPEC §9) and English. */
export const LANGUAGES = [DEFAULT_LOCALE, 'en'] as const;
export type Language = (typeof LANGUAGES)[number];

/** Where the chosen language is kept (under the product prefix). */
export const LANGUAGE_STORAGE_NAME = 'LANGUAGE';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}
