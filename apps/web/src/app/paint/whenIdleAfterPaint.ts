/**
 * Resolves once the browser is idle after painting the frame it is preparing (or in a task after
 * that paint where it has no idle callbacks, as in Safari). Work asked for in a screen's effects
 * can run before its paint, and on a phone shares the network and the main thread with it: what
 * waits here lets the screen reach the glass first (docs/architecture/performance.md, "The
 * captcha once the form is on screen" and "Public screens beneath the startup check"). A tab
 * opened in the background draws no frames, so there the work waits until it is shown.
 */
export function whenIdleAfterPaint(): Promise<void> {
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

/** A browser that stays busy still runs the work within a second of the paint. */
const IDLE_TIMEOUT_MS = 1000;
