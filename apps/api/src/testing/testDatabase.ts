import { randomBytes } from 'node:crypto';
import { createDatabase } from '../db/createDatabase';
import type { Database } from '../db/database';
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
  });
  await migrate(db, migrations);
  return db;
}
