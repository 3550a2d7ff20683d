import { BankError } from '../errors';

/** The 429 every rate limit answers, with when to try again. */
export function rateLimitExceeded(ttlMs: number): BankError {
  return new BankError('RATE_LIMITED', {
    retry_after_seconds: Math.max(1, Math.ceil(ttlMs / 1000)),
  });
}
