import { ENCODED_PIN_PATTERN } from '@ipe/domain';
import type { Database, Queryable } from '../db';
import { BankError } from '../errors';
import { KEYED_VERIFIER, checkPinVerifier, pinVerifier } from './pinVerifier';

export interface PinService {
  /** Stores the keyed verifier of the encoded PIN and clears failed attempts. */
  setPin(userId: string, encodedPin: string): Promise<void>;
  /**
   * Passes on the right PIN. A wrong one answers 403 with the attempts left; the last allowed
   * wrong one locks the user's PIN and answers 429 `exceeded_attempts` (SPEC §4/§8).
   */
  check(input: { userId: string; encodedPin: string | undefined }): Promise<void>;
  /**
   * The operator's way out of a lockout, once the person proved who they are: clears the lock and
   * the failed attempts. False when no user has that e-mail.
   */
  unlock(email: string): Promise<boolean>;
  /** What `users.pin_hash` keeps for this PIN: for a user created inside a transaction. */
  verifierFor(userId: string, encodedPin: string): string;
  /**
   * A new PIN after the person proved who they are again (REMAKE_KYC): stores the verifier
   * computed before, clears the lock and the failed attempts, inside the caller's transaction
   * (which forgets the user's cached sessions once it commits: before, they would cache the lock).
   */
  renew(q: Queryable, userId: string, verifier: string): Promise<void>;
}

export const pinErrors = {
  exceeded: () => new BankError('PIN_ATTEMPTS_EXCEEDED'),
  busy: () => new BankError('RATE_LIMITED', { retry_after_seconds: 1 }),
  wrong: (remaining: number) => new BankError('INVALID_PIN', { remaining_attempts: remaining }),
  notSet: () => new BankError('PIN_NOT_SET'),
  malformed: () =>
    new BankError('VALIDATION_ERROR', {
      fields: { pin: 'PIN_NOT_ENCODED' },
    }),
};

/**
 * The PIN belongs to the user, not to an account (docs/security/threat-model.md): a lockout sets
 * `users.pin_locked_at`, which shows as REMAKE_KYC on every account the user operates and on no
 * one else's, and never touches an account's own status.
 *
 * Attempts are reserved before the PIN is verified, in one statement that refuses to count past
 * the limit, so however many requests race, at most `maxAttempts` guesses are ever evaluated
 * before the lock, and the wrong guess that uses the last one locks the PIN. A request that finds
 * every attempt reserved by checks still running is asked to retry (429 RATE_LIMITED), not locked.
 */
export function createPinService(deps: {
  db: Database;
  maxAttempts: number;
  /** The HMAC key of PIN verifiers, from the server's secrets (never the database). */
  pinKey: string;
  /** A user's PIN was locked or unlocked: what is cached of their sign-ins is stale. */
  onLockChange?: (userId: string) => void;
}): PinService {
  const { db, maxAttempts, pinKey, onLockChange = () => undefined } = deps;

  async function lockOut(userId: string): Promise<never> {
    await db.query(
      'UPDATE users SET pin_locked_at = coalesce(pin_locked_at, now()) WHERE id = $1',
      [userId],
    );
    onLockChange(userId);
    throw pinErrors.exceeded();
  }

  return {
    async setPin(userId, encodedPin) {
      if (!ENCODED_PIN_PATTERN.test(encodedPin)) throw pinErrors.malformed();
      await db.query('UPDATE users SET pin_hash = $2, pin_failed_attempts = 0 WHERE id = $1', [
        userId,
        pinVerifier(pinKey, userId, encodedPin),
      ]);
    },
    verifierFor(userId, encodedPin) {
      if (!ENCODED_PIN_PATTERN.test(encodedPin)) throw pinErrors.malformed();
      return pinVerifier(pinKey, userId, encodedPin);
    },
    async renew(q, userId, verifier) {
      await q.query(
        `UPDATE users SET pin_hash = $2, pin_failed_attempts = 0, pin_locked_at = NULL
          WHERE id = $1`,
        [userId, verifier],
      );
    },
    async unlock(email) {
      const { rows } = await db.query<{ id: string }>(
        `UPDATE users SET pin_locked_at = NULL, pin_failed_attempts = 0 WHERE email = $1
         RETURNING id`,
        [email],
      );
      for (const { id } of rows) onLockChange(id);
      return rows.length > 0;
    },
    async check({ userId, encodedPin }) {
      if (encodedPin === undefined || !ENCODED_PIN_PATTERN.test(encodedPin))
        throw pinErrors.malformed();
      // A keyed verifier is compared by the statement that counts the attempt: the row lock
      // orders racing checks, each sees the count the previous one left, so at most
      // `maxAttempts` wrong guesses are ever evaluated; one statement, one commit.
      const { rows: checked } = await db.query<{ matches: boolean; failed: number }>(
        `UPDATE users SET
           pin_failed_attempts = CASE WHEN pin_hash = $2 THEN 0 ELSE pin_failed_attempts + 1 END,
           pin_locked_at = CASE WHEN pin_hash <> $2 AND pin_failed_attempts + 1 >= $3
                                THEN now() END
          WHERE id = $1 AND starts_with(pin_hash, $4) AND pin_locked_at IS NULL
            AND pin_failed_attempts < $3
          RETURNING pin_hash = $2 AS matches, pin_failed_attempts AS failed`,
        [userId, pinVerifier(pinKey, userId, encodedPin), maxAttempts, KEYED_VERIFIER],
      );
      const keyed = checked[0];
      if (keyed) {
        if (keyed.matches) return;
        if (keyed.failed >= maxAttempts) {
          onLockChange(userId);
          throw pinErrors.exceeded();
        }
        throw pinErrors.wrong(maxAttempts - keyed.failed);
      }

      // Not set, locked, or an old (argon2id) verifier, too slow to check inside a statement:
      // reserve the attempt first, verify, then give it back if right.
      const { rows: reserved } = await db.query<{ pin_hash: string; pin_failed_attempts: number }>(
        `UPDATE users SET pin_failed_attempts = pin_failed_attempts + 1
          WHERE id = $1 AND pin_hash IS NOT NULL AND pin_locked_at IS NULL
            AND pin_failed_attempts < $2
         RETURNING pin_hash, pin_failed_attempts`,
        [userId, maxAttempts],
      );
      const attempt = reserved[0];
      if (!attempt) {
        const { rows } = await db.query<{ pin_hash: string | null; pin_locked_at: Date | null }>(
          'SELECT pin_hash, pin_locked_at FROM users WHERE id = $1',
          [userId],
        );
        if (!rows[0]?.pin_hash) throw pinErrors.notSet();
        if (rows[0].pin_locked_at) throw pinErrors.exceeded();
        // Every attempt is reserved by checks still running (the third wrong PIN locks at once,
        // so this is not a lockout): two tabs paying together with the right PIN must not lock
        // the person out. Come back in a moment.
        throw pinErrors.busy();
      }

      const { matches, outdated } = await checkPinVerifier(
        pinKey,
        userId,
        attempt.pin_hash,
        encodedPin,
      );
      if (matches) {
        // The right PIN gives back its own reservation and clears the failures before it; a
        // guess reserved meanwhile keeps counting. A lock set meanwhile still wins. An old
        // (argon2id) verifier is replaced by the keyed one, unless the PIN changed meanwhile.
        const { rows: released } = await db.query(
          `UPDATE users SET pin_failed_attempts = greatest(pin_failed_attempts - $2, 0),
             pin_hash = CASE WHEN $3::text IS NOT NULL AND pin_hash = $4 THEN $3 ELSE pin_hash END
            WHERE id = $1 AND pin_locked_at IS NULL RETURNING id`,
          [
            userId,
            attempt.pin_failed_attempts,
            outdated ? pinVerifier(pinKey, userId, encodedPin) : null,
            attempt.pin_hash,
          ],
        );
        if (released.length === 0) throw pinErrors.exceeded();
        return;
      }
      if (attempt.pin_failed_attempts >= maxAttempts) return lockOut(userId);
      throw pinErrors.wrong(maxAttempts - attempt.pin_failed_attempts);
    },
  };
}
