import { randomUUID } from 'node:crypto';
import { accountStatusView } from '../account/accountRecord';
import type { AppContext } from '../appContext';
import type { Caller } from '../auth/caller';
import { emailedCodeDigest, matchesEmailedCode, newEmailedCode } from '../auth/oneTimeCodes';
import { deviceErrors, refuseWrongCode } from './deviceErrors';
import { isValidTotp } from './totp';

export type OtpChannel = 'email' | 'totp';

/** "m****@ipe.dev": enough for the person to recognise their address, not to learn it. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}${'*'.repeat(Math.max(3, local.length - 1))}@${domain}`;
}

/**
 * Enabling a device with a one-time code (OTP/MFA API): start a challenge for this device by
 * e-mail (a 6-digit code to the outbox) or with the user's authenticator app (TOTP), then answer
 * it. Success enables the device for this user on this account and makes its key's hash the
 * account status's unique_id_key_hash.
 */
export function createOtpChallenges(
  ctx: Pick<AppContext, 'db' | 'clock' | 'config' | 'mailer' | 'guards'>,
) {
  const { db, clock, config, mailer } = ctx;

  async function userOf(userId: string) {
    const { rows } = await db.query<{
      email: string;
      name: string;
      totp_secret: string | null;
      totp_confirmed_at: Date | null;
    }>('SELECT email, name, totp_secret, totp_confirmed_at FROM users WHERE id = $1', [userId]);
    return rows[0]!;
  }

  return {
    async start(caller: Caller, channel: OtpChannel) {
      if (!caller.deviceKeyHash) throw deviceErrors.deviceKeyRequired();
      const user = await userOf(caller.userId);
      if (channel === 'totp' && !(user.totp_secret && user.totp_confirmed_at)) {
        throw deviceErrors.totpNotEnrolled();
      }
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + config.otp.emailCodeTtlSeconds * 1000);
      const id = randomUUID();
      const code = channel === 'email' ? newEmailedCode() : null;
      await db.query(
        `INSERT INTO otp_challenges (id, account_id, user_id, device_key_hash, channel, code_digest,
           created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          id,
          caller.accountId,
          caller.userId,
          caller.deviceKeyHash,
          channel,
          code === null ? null : emailedCodeDigest(id, code),
          now,
          expiresAt,
        ],
      );
      if (code !== null) {
        await mailer.send({
          to: user.email,
          subject: `Seu código Ipê: ${code}`,
          text:
            `Olá, ${user.name.split(' ')[0]}!\n\n` +
            `Use o código ${code} para habilitar este aparelho na sua conta Ipê. ` +
            `Ele vale por ${Math.round(config.otp.emailCodeTtlSeconds / 60)} minutos.\n\n` +
            'Se não foi você, ignore este e-mail e troque sua senha.',
        });
      }
      return {
        challenge_id: id,
        channel,
        expires_at: expiresAt.toISOString(),
        destination: channel === 'email' ? maskEmail(user.email) : 'aplicativo autenticador',
      };
    },

    async enable(
      caller: Caller,
      input: { challengeId: string; code: string; label?: string | undefined },
    ) {
      if (!caller.deviceKeyHash) throw deviceErrors.deviceKeyRequired();
      const now = clock.now();
      const { rows } = await db.query<{
        channel: OtpChannel;
        code_digest: string | null;
        attempts: number;
      }>(
        `SELECT channel, code_digest, attempts FROM otp_challenges
          WHERE id = $1 AND account_id = $2 AND user_id = $3 AND device_key_hash = $4
            AND consumed_at IS NULL AND expires_at > $5`,
        [input.challengeId, caller.accountId, caller.userId, caller.deviceKeyHash, now],
      );
      const challenge = rows[0];
      if (!challenge) throw deviceErrors.challengeNotFound();
      if (challenge.attempts >= config.otp.maxAttempts) throw deviceErrors.tooManyAttempts();

      const good =
        challenge.channel === 'email'
          ? challenge.code_digest !== null &&
            matchesEmailedCode(challenge.code_digest, input.challengeId, input.code)
          : isValidTotp((await userOf(caller.userId)).totp_secret ?? '', input.code, now);
      if (!good) {
        await refuseWrongCode(db, 'otp_challenges', input.challengeId, config.otp.maxAttempts);
      }

      const keyHash = caller.deviceKeyHash;
      const deviceId = await db.transaction(async (tx) => {
        // Spending the challenge in the same transaction: two racing answers enable once.
        const spent = await tx.query(
          'UPDATE otp_challenges SET consumed_at = $2 WHERE id = $1 AND consumed_at IS NULL',
          [input.challengeId, now],
        );
        if (spent.affectedRows !== 1) throw deviceErrors.challengeNotFound();
        const { rows: device } = await tx.query<{ id: string }>(
          `INSERT INTO devices (account_id, user_id, key_hash, label, enabled_with, enabled_at)
           VALUES ($1, $2, $3, $4, $5, $6)
           ON CONFLICT (account_id, user_id, key_hash) DO UPDATE
             SET label = EXCLUDED.label, enabled_with = EXCLUDED.enabled_with,
                 enabled_at = EXCLUDED.enabled_at, revoked_at = NULL
           RETURNING id`,
          [caller.accountId, caller.userId, keyHash, input.label ?? null, challenge.channel, now],
        );
        await tx.query(
          'UPDATE memberships SET unique_id_key_hash = $3 WHERE account_id = $1 AND user_id = $2',
          [caller.accountId, caller.userId, keyHash],
        );
        return device[0]!.id;
      });
      ctx.guards.forget({ accountId: caller.accountId });
      return {
        id_session: deviceId,
        unique_id_key_hash: keyHash,
        account_status: accountStatusView(caller.account, {
          ...caller.membership,
          unique_id_key_hash: keyHash,
        }),
      };
    },
  };
}
