/**
 * A proof of work that solves in milliseconds: the tests still fetch, solve and send a real
 * ALTCHA challenge, only an easier one than the server's default (cost 5000).
 */
export const FAST_CAPTCHA: Record<string, string> = {
  IPE_CAPTCHA_COST: '1',
  IPE_CAPTCHA_MIN_COUNTER: '0',
  IPE_CAPTCHA_MAX_COUNTER: '50',
};
