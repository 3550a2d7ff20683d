/**
 * A value made the first time it is asked for, not when its module loads: for Intl's formatters.
 * The first formatter a browser process builds starts ICU, 21–69 ms of a phone's main thread,
 * and a module that builds its formatters as it loads makes the screen that imports it pay that
 * before it draws, even when it shows no amount or date yet. Built on first use, they come after
 * the worker that starts ICU beside the page (docs/architecture/performance.md, "Formatters made
 * on first use").
 */
export function madeOnFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}
