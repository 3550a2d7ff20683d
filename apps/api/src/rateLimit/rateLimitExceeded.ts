import { ApiError } from '../errors';

/** The 429 every rate limit answers, with when to try again. */
export function rateLimitExceeded(ttlMs: number): ApiError {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  const minutes = Math.ceil(seconds / 60);
  const wait =
    seconds < 60 ? `${seconds} segundos` : minutes === 1 ? '1 minuto' : `${minutes} minutos`;
  return new ApiError(429, 'RATE_LIMITED', `Muitas tentativas. Tente novamente em ${wait}.`, {
    retry_after_seconds: seconds,
  });
}
