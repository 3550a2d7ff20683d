import { setAccountStatus } from '../account/accountRepository';
import { hashSecret, verifySecret } from '../auth/passwordHashing';
import type { Database } from '../db';
import { ApiError } from '../errors';

/** What the client sends as the PIN: SHA-256 of it, lowercase hex (encodePin of @ipe/domain). */
export const ENCODED_PIN = /^[0-9a-f]{64}$/;

export interface PinService {
  /** Stores argon2id of the encoded PIN and clears failed attempts. */
  setPin(userId: string, encodedPin: string): Promise<void>;
  /**
   * Passes on the right PIN. A wrong one answers 403 with the attempts left; the last allowed
   * wrong one puts the account in REMAKE_KYC and answers 429 `exceeded_attempts` (SPEC §4/§8).
   */
  check(input: {
    userId: string;
    accountId: string;
    encodedPin: string | undefined;
  }): Promise<void>;
}

export const pinErrors = {
  exceeded: () => new ApiError(429, 'PIN_ATTEMPTS_EXCEEDED', 'exceeded_attempts'),
  wrong: (remaining: number) =>
    new ApiError(
      403,
      'INVALID_PIN',
      remaining === 1
        ? 'PIN incorreto. Você tem mais 1 tentativa.'
        : `PIN incorreto. Você tem mais ${remaining} tentativas.`,
      { remaining_attempts: remaining },
    ),
  notSet: () => new ApiError(409, 'PIN_NOT_SET', 'Cadastre um PIN para movimentar dinheiro.'),
  malformed: () =>
    new ApiError(
      400,
      'VALIDATION_ERROR',
      'Alguns dados estão inválidos. Verifique os campos destacados.',
      {
        fields: { pin: 'Envie o PIN codificado (SHA-256 em hexadecimal).' },
      },
    ),
};

export function createPinService(deps: { db: Database; maxAttempts: number }): PinService {
  const { db, maxAttempts } = deps;

  async function lockOut(accountId: string): Promise<never> {
    await setAccountStatus(db, accountId, 'REMAKE_KYC');
    throw pinErrors.exceeded();
  }

  return {
    async setPin(userId, encodedPin) {
      if (!ENCODED_PIN.test(encodedPin)) throw pinErrors.malformed();
      await db.query('UPDATE users SET pin_hash = $2, pin_failed_attempts = 0 WHERE id = $1', [
        userId,
        await hashSecret(encodedPin),
      ]);
    },
    async check({ userId, accountId, encodedPin }) {
      if (encodedPin === undefined || !ENCODED_PIN.test(encodedPin)) throw pinErrors.malformed();
      const { rows } = await db.query<{ pin_hash: string | null; pin_failed_attempts: number }>(
        'SELECT pin_hash, pin_failed_attempts FROM users WHERE id = $1',
        [userId],
      );
      const user = rows[0];
      if (!user?.pin_hash) throw pinErrors.notSet();
      if (user.pin_failed_attempts >= maxAttempts) return lockOut(accountId);

      if (await verifySecret(user.pin_hash, encodedPin)) {
        if (user.pin_failed_attempts > 0) {
          await db.query('UPDATE users SET pin_failed_attempts = 0 WHERE id = $1', [userId]);
        }
        return;
      }
      // Counted in one statement: concurrent wrong PINs cannot slip past the limit.
      const { rows: counted } = await db.query<{ pin_failed_attempts: number }>(
        `UPDATE users SET pin_failed_attempts = pin_failed_attempts + 1 WHERE id = $1
         RETURNING pin_failed_attempts`,
        [userId],
      );
      const attempts = counted[0]!.pin_failed_attempts;
      if (attempts >= maxAttempts) return lockOut(accountId);
      throw pinErrors.wrong(maxAttempts - attempts);
    },
  };
}
