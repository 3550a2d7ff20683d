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

/**
 * Resolves once the browser is idle after painting the frame it is preparing (or in a task after
 * that paint where it has no idle callbacks, as in Safari). A screen's effects can run before its
 * first paint; asked for there, the widget's 34 KB shared the phone's network and main thread
 * with that paint (docs/architecture/performance.md, "The captcha once the form is on screen").
 * A tab opened in the background draws no frames, so there the widget waits until it is shown.
 */
function whenIdleAfterPaint(): Promise<void> {
  return new Promise((resolve) =>
    requestAnimationFrame(() => {
      if (typeof requestIdleCallback === 'function') {
        requestIdleCallback(() => resolve(), { timeout: IDLE_TIMEOUT_MS });
      } else {
        setTimeout(resolve, 0);
      }
    }),
  );
}

/** A browser that stays busy still gets the widget within a second of the paint. */
const IDLE_TIMEOUT_MS = 1000;
