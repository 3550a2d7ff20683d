import { whenIdleAfterPaint } from '../paint/whenIdleAfterPaint';

/**
 * Loads the ALTCHA widget (a web component) and its pt-BR texts. Fetched by the sign-in screen
 * once it has painted, so the form is drawn and usable while the widget arrives. The two files
 * are fetched together: each sets up the same shared store (globalThis.$altcha) if the other has
 * not yet, so either may run first, and the widget's texts follow the store.
 */
export async function loadAltcha(): Promise<void> {
  await whenIdleAfterPaint();
  await Promise.all([import('altcha'), import('altcha/i18n/pt-br')]);
}
