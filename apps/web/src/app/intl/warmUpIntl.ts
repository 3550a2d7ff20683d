let started = false;

/**
 * Starts ICU, the engine behind Intl, on a worker's thread, once a page. In Chromium the first
 * number or date formatter of a process costs 21–69 ms (the first `Intl.NumberFormat` or
 * `DateTimeFormat` in any locale; later ones under 2 ms), and that cost is the process's,
 * not the thread's: once a worker has built one, the page's first formatter takes 0.1–0.4 ms.
 * Home's reais formatter paid it on the main thread, its largest task after the first paint on a
 * phone (docs/architecture/performance.md, "ICU started on a worker"). Best effort: where workers
 * cannot start, the page pays as before.
 */
export function warmUpIntl(): void {
  if (started || typeof Worker !== 'function') return;
  started = true;
  try {
    new Worker(new URL('./intlWarmUp.worker.ts', import.meta.url), { name: 'intl-warm-up' });
  } catch {
    // A browser that refuses the worker formats on the main thread as before.
  }
}
