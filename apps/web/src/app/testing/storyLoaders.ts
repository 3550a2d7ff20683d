import type { i18n as I18n } from 'i18next';
import { ensureBankTexts } from '../i18n/bankTexts';
import { createI18n } from '../i18n/i18n';
import { storeSession, type StoredSessionOptions } from './session';

/**
 * A story loader: a fresh i18n instance with every text, and this browser's storage holding the
 * given session (or none), so each story starts from the same state.
 */
export function withSession(session: StoredSessionOptions | null) {
  return async (): Promise<{ i18n: I18n }> => {
    window.localStorage.clear();
    if (session) storeSession(session);
    const i18n = await createI18n();
    ensureBankTexts(i18n);
    return { i18n };
  };
}
