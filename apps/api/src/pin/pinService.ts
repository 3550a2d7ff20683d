import { ENCODED_PIN_PATTERN } from '@ipe/domain';
import type { Database, Queryable } from '../db';
import { type GateCheck, type TransferGate, gateCheck } from '../ledger';
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
  /**
   * The check of an encoded PIN as a gate of the transfer it authorises (docs/decisions/0013):
   * the attempt is counted in the money's own transaction. Throws VALIDATION_ERROR at once for a
   * malformed PIN. A refusal `PinCheckedApart` means the statement could not decide: run `check`.
   */
  gateFor(userId: string, encodedPin: string | undefined): GateCheck;
}

function assertEncoded(encodedPin: string | undefined): asserts encodedPin is string {
  if (encodedPin === undefined || !ENCODED_PIN_PATTERN.test(encodedPin)) {
    throw pinErrors.malformed();
  }
}

/** A keyed PIN check of one user, as the gate and `check` run it. */
interface KeyedCheck {
  userId: string;
  verifier: string;
}

/**
 * The keyed statement could not decide (no PIN, locked, an old argon2id verifier, attempts all
 * reserved): `check` tells those apart and answers, outside the money's transaction.
 */
export class PinCheckedApart extends Error {
  constructor() {
    super('the PIN is checked apart from the money');
  }
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

  /**
   * Checks keyed verifiers in order, counting each attempt under the row lock (the database
   * function `pin_check_keyed`, migration 0037): null for the right PIN, else the refusal.
   */
  async function checkKeyed(q: Queryable, checks: readonly KeyedCheck[]) {
    const { rows } = await q.query<{ matches: boolean | null; failed: number | null }>(
      `SELECT matches, failed FROM pin_check_keyed($1::uuid[], $2::text[], $3, $4)
        ORDER BY ordinal`,
      [checks.map((c) => c.userId), checks.map((c) => c.verifier), maxAttempts, KEYED_VERIFIER],
    );
    return rows.map(({ matches, failed }): Error | null => {
      if (matches === null || failed === null) return new PinCheckedApart();
      if (matches) return null;
      return failed >= maxAttempts ? pinErrors.exceeded() : pinErrors.wrong(maxAttempts - failed);
    });
  }

  /** The lock a refusal set is the user's: forget their cached sign-ins, once it committed. */
  const forgetLocked = (checks: readonly KeyedCheck[], refusals: readonly (Error | null)[]) =>
    checks.forEach((c, i) => {
      const refusal = refusals[i];
      if (refusal instanceof BankError && refusal.code === 'PIN_ATTEMPTS_EXCEEDED') {
        onLockChange(c.userId);
      }
    });

  /**
   * Runs regardless of the gates before it (the destination's re-read, the hash): a guess that
   * reaches the money's transaction is counted, whatever else refuses the request there, so the
   * batch checks destinations, hashes and PINs in one round trip. The first refusal in order
   * still answers: a spent hash never shows the PIN's verdict (decision 0013).
   */
  const gate: TransferGate<KeyedCheck> = {
    check: checkKeyed,
    afterCommit: forgetLocked,
    runsRegardless: true,
  };

  /** The keyed verifier of a well-formed encoded PIN; VALIDATION_ERROR for anything else. */
  function verifierOf(userId: string, encodedPin: string | undefined): string {
    assertEncoded(encodedPin);
    return pinVerifier(pinKey, userId, encodedPin);
  }

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
    gateFor: (userId, encodedPin) =>
      gateCheck(gate, { userId, verifier: verifierOf(userId, encodedPin) }),
    verifierFor: verifierOf,
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
      assertEncoded(encodedPin);
      const one = { userId, verifier: verifierOf(userId, encodedPin) };
      const [keyed] = await checkKeyed(db, [one]);
      if (!keyed) return;
      if (!(keyed instanceof PinCheckedApart)) {
        forgetLocked([one], [keyed]);
        throw keyed;
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
