/** Work a process does on a timer: one pass, answering how many outcomes it recorded. */
export interface PeriodicWork {
  tick(): Promise<number>;
}

/**
 * Runs each feature's scheduled work every `everyMs` in this process (scheduled Pix and Pix
 * Automático, boletos scheduled for their due date); the returned function stops it. The passes
 * share the work with other processes through the database alone, so any number may run this.
 */
export function runPeriodically(
  works: readonly PeriodicWork[],
  everyMs: number,
  log: (error: unknown) => void,
): () => Promise<void> {
  let running: Promise<unknown> = Promise.resolve();
  let busy = false;
  const timer = setInterval(() => {
    // One pass at a time: a slow pass is not overtaken by the next.
    if (busy) return;
    busy = true;
    // One work failing leaves the others their pass; each logs its own failure.
    running = Promise.all(works.map((work) => work.tick().catch(log))).finally(() => {
      busy = false;
    });
  }, everyMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
