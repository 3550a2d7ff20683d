import {
  createChallenge,
  randomInt,
  verifySolution,
  type Challenge,
  type Payload,
} from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { createHmac } from 'node:crypto';
import type { Clock } from '../clock';
import type { AppConfig } from '../config';
import type { Database } from '../db';

export const CAPTCHA_ALGORITHM = 'PBKDF2/SHA-256';

export interface CaptchaService {
  /** A fresh signed proof-of-work challenge for the ALTCHA widget. */
  challenge(): Promise<Challenge>;
  /**
   * Checks the widget's payload (base64 JSON of {challenge, solution}) and spends it: a challenge
   * solves one request only.
   */
  verify(payload: string | undefined): Promise<boolean>;
}

/**
 * Self-hosted ALTCHA (proof of work, no third party): the server signs a challenge whose answer
 * is a counter the client must find by brute force; the key signature lets the server check an
 * answer without repeating the work.
 */
export function createCaptchaService(deps: {
  db: Database;
  secret: string;
  config: AppConfig['captcha'];
  clock: Clock;
}): CaptchaService {
  const { db, secret, config, clock } = deps;
  const keySecret = createHmac('sha256', secret).update('altcha-key-signature').digest('hex');

  return {
    challenge() {
      return createChallenge({
        algorithm: CAPTCHA_ALGORITHM,
        cost: config.cost,
        counter: randomInt(config.maxCounter, config.minCounter),
        deriveKey,
        // altcha-lib refuses a challenge past `expiresAt` by the wall clock, and takes no other
        // clock; the service's own clock (which tests and the test server move) decides through
        // `issuedAt`, signed with the other parameters. In production the two agree.
        expiresAt: new Date(Date.now() + config.ttlSeconds * 1000),
        data: { issuedAt: clock.now().getTime() },
        hmacSignatureSecret: secret,
        hmacKeySignatureSecret: keySecret,
      });
    },
    async verify(raw) {
      const payload = parse(raw);
      if (!payload) return false;
      const { expiresAt, data } = payload.challenge.parameters;
      const issuedAt = data?.['issuedAt'];
      if (!expiresAt || typeof issuedAt !== 'number') return false;
      if (issuedAt + config.ttlSeconds * 1000 < clock.now().getTime()) return false;
      let verified: boolean;
      try {
        const result = await verifySolution({
          challenge: payload.challenge,
          solution: payload.solution,
          deriveKey,
          hmacSignatureSecret: secret,
          hmacKeySignatureSecret: keySecret,
        });
        verified = result.verified;
      } catch {
        return false;
      }
      if (!verified) return false;
      // Spend it; the nonce is part of the signed parameters, so it names the challenge.
      const spent = await db.query(
        `INSERT INTO captcha_uses (challenge_id, expires_at) VALUES ($1, to_timestamp($2))
         ON CONFLICT (challenge_id) DO NOTHING`,
        [payload.challenge.parameters.nonce, expiresAt],
      );
      return spent.affectedRows === 1;
    },
  };
}

function parse(raw: string | undefined): Payload | null {
  if (!raw || raw.length > 8_000) return null;
  try {
    const value = JSON.parse(Buffer.from(raw, 'base64').toString('utf8')) as Payload;
    if (
      typeof value?.challenge?.parameters?.nonce !== 'string' ||
      typeof value.solution?.counter !== 'number'
    ) {
      return null;
    }
    return value;
  } catch {
    return null;
  }
}
