import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';

const run = promisify(execFile);

export const DEFAULT_DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/test';

/**
 * What the bench needs, checked before minutes of sign-ins and load: a PostgreSQL server it may
 * create schemas and a database on, and pgbench on PATH. Each failure says what to do, since the
 * bench cannot fall back to PGlite (there is no pgbench to compare with there).
 */
export async function preflight(databaseUrl: string, fromEnv: boolean): Promise<string[]> {
  const problems: string[] = [];
  const where = fromEnv
    ? 'DATABASE_URL'
    : `no DATABASE_URL, so the default ${DEFAULT_DATABASE_URL}`;
  const client = new pg.Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5_000 });
  try {
    await client.connect();
    const { rows } = await client.query<{ version: string; create: boolean }>(
      `SELECT current_setting('server_version') AS version,
              (SELECT rolcreatedb OR rolsuper FROM pg_roles WHERE rolname = current_user) AS create`,
    );
    if (!rows[0]?.create) {
      problems.push(
        `PostgreSQL (${where}): the user may not CREATE DATABASE, which pgbench's throwaway ` +
          'database needs. Use a superuser or a role with CREATEDB.',
      );
    }
  } catch (error) {
    problems.push(
      `PostgreSQL (${where}) is not reachable: ${(error as Error).message}. ` +
        'The bench needs a PostgreSQL server: start one, or set ' +
        'DATABASE_URL=postgres://USER[:PASSWORD]@HOST:PORT/DATABASE.',
    );
  } finally {
    await client.end().catch(() => undefined);
  }
  try {
    await run('pgbench', ['--version']);
  } catch {
    problems.push(
      'pgbench is not on PATH. It ships with the PostgreSQL client tools ' +
        '(Debian: apt-get install postgresql-client, or postgresql-contrib on older releases).',
    );
  }
  return problems;
}
