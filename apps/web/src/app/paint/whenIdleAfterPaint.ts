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

/**
 * Resolves once the frame the browser is preparing has been painted and the next one too: a
 * painted frame reaches the glass when the compositor presents it, up to a frame or more later
 * (30–50 ms in Chromium without a GPU). For work the screen does not need in order to draw, and
 * that would share the network and the main thread with it until then: the HTTP client's chunk,
 * which home's first reads would otherwise fetch while home is still on its way to the screen
 * (docs/architecture/performance.md, "Home beneath the startup check").
 */
export async function whenShownAfterPaint(): Promise<void> {
  await whenIdleAfterPaint();
  await whenIdleAfterPaint();
}

/** A browser that stays busy still runs the work within a second of the paint. */
const IDLE_TIMEOUT_MS = 1000;
