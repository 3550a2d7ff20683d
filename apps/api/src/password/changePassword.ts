import { checkNewPassword } from '@ipe/domain';
import type { AppContext } from '../appContext';
import type { Caller } from '../auth/caller';
import { hashSecret, verifySecret } from '../auth/passwordHashing';
import { revokeUserSessions } from '../auth/sessions';
import { passwordErrors } from './passwordErrors';

/**
 * Changes the signed-in user's password: the current one must be right and the new one must pass
 * checkNewPassword. Every other session of the user (any account) is revoked; this one stays.
 */
export async function changePassword(
  ctx: Pick<AppContext, 'db' | 'clock' | 'mailer' | 'guards'>,
  caller: Caller,
  input: { currentPassword: string; newPassword: string },
): Promise<void> {
  const { db, clock, mailer } = ctx;
  const { rows } = await db.query<{ email: string; name: string; password_hash: string }>(
    'SELECT email, name, password_hash FROM users WHERE id = $1',
    [caller.userId],
  );
  const user = rows[0]!;
  const weak = checkNewPassword(input.newPassword, { email: user.email, name: user.name });
  if (!weak.ok) throw passwordErrors.weakPassword('new_password', weak.code);
  if (!(await verifySecret(user.password_hash, input.currentPassword))) {
    throw passwordErrors.wrongPassword();
  }

  const passwordHash = await hashSecret(input.newPassword);
  const now = clock.now();
  await db.transaction(async (tx) => {
    await tx.query('UPDATE users SET password_hash = $2 WHERE id = $1', [
      caller.userId,
      passwordHash,
    ]);
    await revokeUserSessions(tx, caller.userId, now, { exceptSessionId: caller.sessionId });
  });
  ctx.guards.forget({ userId: caller.userId });
  await mailer.send({
    to: user.email,
    subject: 'Sua senha do Ipê foi trocada',
    text:
      `Olá, ${user.name.split(' ')[0]}!\n\n` +
      'A senha da sua conta Ipê acaba de ser trocada por você, com a senha anterior. Os outros ' +
      'aparelhos conectados foram desconectados.\n\n' +
      'Se não foi você, fale com a gente imediatamente.',
  });
}
