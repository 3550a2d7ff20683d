/** Where the server reads the time: injectable so tests can move past expiries. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export interface SettableClock extends Clock {
  /** From now on the clock reads `at`, and runs on from there. */
  set(at: Date): void;
}

/**
 * The system clock shifted by an offset an operator sets (IPE_TEST_CLOCK, never in production):
 * the end-to-end tests move a whole server to a scheduled payment's day.
 */
export function createSettableClock(): SettableClock {
  let offsetMs = 0;
  return {
    now: () => new Date(Date.now() + offsetMs),
    set(at) {
      offsetMs = at.getTime() - Date.now();
    },
  };
}
