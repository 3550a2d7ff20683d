import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { inject } from 'vitest';
import { createDatabase } from '../db/createDatabase';
import type { Database, QueryResult, Transaction } from '../db/database';
import { migrate } from '../db/migrate';
import { migrations } from '../db/migrations';

/**
 * A migrated, empty database for one test file: in-memory PGlite by default, or a throwaway schema
 * on the PostgreSQL server named by DATABASE_URL (dropped again on close). `maxConnections` sizes
 * the PostgreSQL pool for tests that need real concurrency.
 */
export async function createTestDatabase(
  options: { maxConnections?: number } = {},
): Promise<Database> {
  const databaseUrl = process.env.DATABASE_URL;
  const db = await createDatabase({
    databaseUrl,
    schema: databaseUrl ? `test_${randomBytes(6).toString('hex')}` : undefined,
    maxConnections: options.maxConnections,
    image: await migratedImage(),
  });
  // On the migrated image this finds nothing to do; without one (a run without globalSetup.ts)
  // it migrates the new database.
  await migrate(db, migrations);
  return db;
}

let image: Promise<Blob> | undefined;

/** globalSetup.ts's migrated data directory, read once per worker; none on PostgreSQL. */
function migratedImage(): Promise<Blob> | undefined {
  const file = inject('migratedPgliteImage');
  if (!file) return undefined;
  image ??= readFile(file).then((bytes) => new Blob([bytes]));
  return image;
}

/**
 * A database whose transactions pass every statement (through `query` or `committing`) to
 * `intercept`, which runs it with `send` — or fails it, as a database would — to test what a
 * failure at a given statement does.
 */
export function interceptingTransactions(
  db: Database,
  intercept: (
    sql: string,
    params: unknown[] | undefined,
    send: () => Promise<QueryResult<unknown>>,
  ) => Promise<QueryResult<unknown>>,
): Database {
  const through = (q: Transaction['committing']): Transaction['committing'] => ({
    query: <T>(sql: string, params?: unknown[]) =>
      intercept(sql, params, () => q.query(sql, params)) as Promise<QueryResult<T>>,
  });
  return {
    ...db,
    transaction: (work, options) =>
      db.transaction(
        (tx) => work({ ...through(tx), committing: through(tx.committing) } as Transaction),
        options,
      ),
  };
}
