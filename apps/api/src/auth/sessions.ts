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
