import type { Queryable } from '../db';
import { BankError } from '../errors';

export const deviceErrors = {
  deviceKeyRequired: () =>
    new BankError('VALIDATION_ERROR', {
      fields: { device_key: 'DEVICE_KEY_REQUIRED' },
    }),
  totpNotEnrolled: () => new BankError('TOTP_NOT_ENROLLED'),
  challengeNotFound: () => new BankError('OTP_CHALLENGE_NOT_FOUND'),
  tooManyAttempts: () => new BankError('OTP_ATTEMPTS_EXCEEDED'),
  invalidCode: (remaining: number) =>
    new BankError('INVALID_OTP', {
      remaining_attempts: remaining,
    }),
  deviceNotEnabled: (flags: { user_transaction: boolean; status_account_transaction: boolean }) =>
    new BankError('DEVICE_NOT_ENABLED', {
      device_match: false,
      ...flags,
    }),
  deviceNotFound: () => new BankError('DEVICE_NOT_FOUND'),
};

/**
 * A wrong one-time code, counted on its row: INVALID_OTP with the tries left, or
 * OTP_ATTEMPTS_EXCEEDED once none are (device challenges and Pix key confirmations alike).
 */
export async function refuseWrongCode(
  q: Queryable,
  table: 'otp_challenges' | 'pix_key_confirmations',
  id: string,
  maxAttempts: number,
): Promise<never> {
  const { rows } = await q.query<{ attempts: number }>(
    `UPDATE ${table} SET attempts = attempts + 1 WHERE id = $1 RETURNING attempts`,
    [id],
  );
  const left = maxAttempts - rows[0]!.attempts;
  if (left <= 0) throw deviceErrors.tooManyAttempts();
  throw deviceErrors.invalidCode(left);
}
