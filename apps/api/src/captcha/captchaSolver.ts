import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

/**
 * Does what the ALTCHA widget does in the browser: solves the proof of work and encodes the
 * payload the sign-in takes as `altcha`. For tests and scripts; the server never skips the check.
 */
export async function solveCaptchaChallenge(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 120_000 });
  if (!solution) throw new Error('captcha challenge not solved in time');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
