import { checkNewPassword } from '@ipe/domain';
import { randomUUID } from 'node:crypto';
import type { AppContext } from '../appContext';
import { emailedCodeDigest, matchesEmailedCode, newEmailedCode } from '../auth/oneTimeCodes';
import { hashSecret } from '../auth/passwordHashing';
import { revokeUserSessions } from '../auth/sessions';
import { passwordErrors } from './passwordErrors';

interface ResetRow {
  user_id: string;
  name: string;
  id: string;
  code_digest: string;
  attempts: number;
}

/** "15 minutos", "1 hora": how long a code lives, for the e-mail. */
function lifetime(seconds: number): string {
  const minutes = Math.round(seconds / 60);
  return minutes === 60 ? '1 hora' : `${minutes} minutos`;
}

/**
 * A forgotten password: an e-mailed 6-digit code (only its digest kept, 15 minutes, 5 attempts,
 * a new request replaces it), then a new password with that code. Whether the e-mail belongs to
 * anyone is never told: the request answers the same either way.
 */
export function createPasswordResets(
  ctx: Pick<AppContext, 'db' | 'clock' | 'config' | 'mailer' | 'guards'>,
) {
  const { db, clock, config, mailer } = ctx;
  const { codeTtlSeconds, maxAttempts } = config.passwordReset;

  return {
    /** Stores a code and e-mails it when the e-mail is a user's; nothing otherwise. */
    async request(email: string): Promise<void> {
      const { rows } = await db.query<{ id: string; name: string }>(
        'SELECT id, name FROM users WHERE email = $1',
        [email],
      );
      const user = rows[0];
      if (!user) return;
      const now = clock.now();
      const id = randomUUID();
      const code = newEmailedCode();
      await db.query(
        `INSERT INTO password_reset_codes (user_id, id, code_digest, attempts, created_at, expires_at)
         VALUES ($1, $2, $3, 0, $4, $5)
         ON CONFLICT (user_id) DO UPDATE SET id = EXCLUDED.id, code_digest = EXCLUDED.code_digest,
           attempts = 0, created_at = EXCLUDED.created_at, expires_at = EXCLUDED.expires_at`,
        [
          user.id,
          id,
          emailedCodeDigest(id, code),
          now,
          new Date(now.getTime() + codeTtlSeconds * 1000),
        ],
      );
      await mailer.send({
        to: email,
        subject: `Código para criar uma nova senha no Ipê: ${code}`,
        text:
          `Olá, ${user.name.split(' ')[0]}!\n\n` +
          `Use o código ${code} para criar uma nova senha na sua conta Ipê. ` +
          `Ele vale por ${lifetime(codeTtlSeconds)} e só pode ser usado uma vez.\n\n` +
          'Se você não pediu uma nova senha, ignore este e-mail: sua senha continua a mesma.',
      });
    },

    /**
     * Sets the new password when the code is right, spends the code and revokes every session
     * of the user. A weak password is refused before the code is looked at, and again (name
     * included) before it is spent, so fixing the password does not cost an attempt.
     */
    async reset(input: { email: string; code: string; newPassword: string }): Promise<void> {
      const { email, code, newPassword } = input;
      const weak = checkNewPassword(newPassword, { email });
      if (!weak.ok) throw passwordErrors.weakPassword('new_password', weak.code);

      const now = clock.now();
      const { rows } = await db.query<ResetRow>(
        `SELECT r.user_id, u.name, r.id, r.code_digest, r.attempts
           FROM password_reset_codes r JOIN users u ON u.id = r.user_id
          WHERE u.email = $1 AND r.expires_at > $2`,
        [email, now],
      );
      const reset = rows[0];
      if (!reset || reset.attempts >= maxAttempts) throw passwordErrors.invalidResetCode();
      if (!matchesEmailedCode(reset.code_digest, reset.id, code)) {
        // Counted in one statement, on this code only: a newer code starts from zero.
        await db.query(
          'UPDATE password_reset_codes SET attempts = attempts + 1 WHERE user_id = $1 AND id = $2',
          [reset.user_id, reset.id],
        );
        throw passwordErrors.invalidResetCode();
      }
      const full = checkNewPassword(newPassword, { email, name: reset.name });
      if (!full.ok) throw passwordErrors.weakPassword('new_password', full.code);

      const passwordHash = await hashSecret(newPassword);
      await db.transaction(async (tx) => {
        // Spending the code in the same transaction: two racing resets change the password once.
        const spent = await tx.query(
          'DELETE FROM password_reset_codes WHERE user_id = $1 AND id = $2',
          [reset.user_id, reset.id],
        );
        if (spent.affectedRows !== 1) throw passwordErrors.invalidResetCode();
        await tx.query('UPDATE users SET password_hash = $2 WHERE id = $1', [
          reset.user_id,
          passwordHash,
        ]);
        await revokeUserSessions(tx, reset.user_id, now);
      });
      ctx.guards.forget({ userId: reset.user_id });
      await mailer.send({
        to: email,
        subject: 'Sua senha do Ipê foi trocada',
        text:
          `Olá, ${reset.name.split(' ')[0]}!\n\n` +
          'A senha da sua conta Ipê acaba de ser trocada com um código enviado a este e-mail, e ' +
          'todos os aparelhos conectados foram desconectados.\n\n' +
          'Se não foi você, fale com a gente imediatamente.',
      });
    },
  };
}
