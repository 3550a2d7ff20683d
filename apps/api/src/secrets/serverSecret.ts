import { randomBytes } from 'node:crypto';
import type { Queryable } from '../db';

/**
 * A server secret by name: the configured value when there is one, else a random value generated
 * on first use and kept in the database, so every instance on the same database signs alike and
 * a restart keeps sessions valid.
 */
export async function serverSecret(
  db: Queryable,
  name: string,
  configured?: string | undefined,
): Promise<string> {
  if (configured) return configured;
  await db.query(
    'INSERT INTO server_secrets (name, value) VALUES ($1, $2) ON CONFLICT (name) DO NOTHING',
    [name, randomBytes(32).toString('base64url')],
  );
  const { rows } = await db.query<{ value: string }>(
    'SELECT value FROM server_secrets WHERE name = $1',
    [name],
  );
  const value = rows[0]?.value;
  if (!value) throw new Error(`server secret ${name} is missing`);
  return value;
}
