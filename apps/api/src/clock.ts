/** Where the server reads the time: injectable so tests can move past expiries. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };
