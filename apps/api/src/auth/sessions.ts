import type { Queryable } from '../db';

/** A sign-in: tokens name it, so signing out or blocking revokes them before they expire. */
export async function createSession(
  q: Queryable,
  input: { userId: string; accountId: string; now: Date; ttlSeconds: number },
): Promise<string> {
  const { rows } = await q.query<{ id: string }>(
    `INSERT INTO sessions (user_id, account_id, created_at, expires_at)
     VALUES ($1, $2, $3, $3::timestamptz + $4 * interval '1 second') RETURNING id`,
    [input.userId, input.accountId, input.now, input.ttlSeconds],
  );
  return rows[0]!.id;
}

export async function revokeSession(q: Queryable, sessionId: string, now: Date): Promise<void> {
  await q.query('UPDATE sessions SET revoked_at = $2 WHERE id = $1 AND revoked_at IS NULL', [
    sessionId,
    now,
  ]);
}

/**
 * Revokes a user's sessions after their password changed: all of them, or all but the one that
 * made the change; `accountId` limits it to one account (a user removed from it).
 */
export async function revokeUserSessions(
  q: Queryable,
  userId: string,
  now: Date,
  options: { exceptSessionId?: string; accountId?: string } = {},
): Promise<number> {
  const result = await q.query(
    `UPDATE sessions SET revoked_at = $2
      WHERE user_id = $1 AND revoked_at IS NULL AND expires_at > $2
        AND ($3::uuid IS NULL OR id <> $3) AND ($4::uuid IS NULL OR account_id = $4)`,
    [userId, now, options.exceptSessionId ?? null, options.accountId ?? null],
  );
  return result.affectedRows;
}
