import type { Queryable } from '../db';

/** The e-mail addresses of an account's holders: who is told of what happens to the account. */
export async function holderEmails(q: Queryable, accountId: string): Promise<string[]> {
  const { rows } = await q.query<{ email: string }>(
    `SELECT u.email FROM memberships m JOIN users u ON u.id = m.user_id
     WHERE m.account_id = $1 AND m.user_type = 1`,
    [accountId],
  );
  return rows.map((row) => row.email);
}
