import type { Clock } from '../clock';

/** A clock tests move by hand (e.g. past a token's or a hash's expiry). */
export function createTestClock(start: Date = new Date()): Clock & { advance(ms: number): void } {
  let now = start.getTime();
  return {
    now: () => new Date(now),
    advance(ms) {
      now += ms;
    },
  };
}
