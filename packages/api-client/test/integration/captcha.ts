import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { CaptchaChallenge } from '../../src';

/**
 * Does what the ALTCHA widget does in the browser: solves the server's proof of work and encodes
 * the payload the sign-in takes as `altcha` (base64 of {challenge, solution}).
 */
export async function solveAltcha(challenge: CaptchaChallenge): Promise<string> {
  const solution = await solveChallenge({
    challenge: challenge as Challenge,
    deriveKey,
    timeout: 60_000,
  });
  if (!solution) throw new Error('The ALTCHA challenge was not solved in time');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
