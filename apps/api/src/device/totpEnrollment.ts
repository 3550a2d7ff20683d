import type { Caller } from '../auth/caller';
import { moneyMovementFlags } from '../account/accountRecord';
import type { Database } from '../db';
import { BankError } from '../errors';
import { deviceErrors } from './deviceErrors';
import { isValidTotp, newTotpSecret, totpFor } from './totp';

/**
 * Setting up an authenticator app. Only from a device already enabled: otherwise a stolen
 * password alone could enrol the thief's app and then enable the thief's device with it.
 * A new secret replaces the old one and waits for a first good code before it counts.
 */
export async function enrollTotp(db: Database, caller: Caller) {
  if (!caller.deviceEnabled) {
    const { user_transaction, status_account_transaction } = moneyMovementFlags(
      caller.account,
      caller.membership,
      false,
    );
    throw deviceErrors.deviceNotEnabled({ user_transaction, status_account_transaction });
  }
  const secret = newTotpSecret();
  const { rows } = await db.query<{ email: string }>(
    `UPDATE users SET totp_secret = $2, totp_confirmed_at = NULL WHERE id = $1 RETURNING email`,
    [caller.userId, secret],
  );
  return { secret, otpauth_uri: totpFor(secret, rows[0]!.email).toString() };
}

export async function confirmTotp(db: Database, caller: Caller, code: string, now: Date) {
  const { rows } = await db.query<{ totp_secret: string | null }>(
    'SELECT totp_secret FROM users WHERE id = $1',
    [caller.userId],
  );
  const secret = rows[0]?.totp_secret;
  if (!secret) throw deviceErrors.totpNotEnrolled();
  if (!isValidTotp(secret, code, now)) {
    throw new BankError('INVALID_OTP');
  }
  await db.query('UPDATE users SET totp_confirmed_at = $2 WHERE id = $1', [caller.userId, now]);
}
