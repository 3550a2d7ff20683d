import type { Database } from './database';
import { createPgliteDatabase } from './pgliteDatabase';
import { createPostgresDatabase } from './postgresDatabase';

export interface DatabaseConfig {
  /** postgres://… switches from embedded PGlite to a real PostgreSQL server. */
  databaseUrl?: string | undefined;
  /** PGlite data folder; omitted = in memory. */
  dataDir?: string | undefined;
  /** PostgreSQL schema (tests use a throwaway one per file). */
  schema?: string | undefined;
  /** PostgreSQL pool size (default 20); PGlite always has one connection. */
  maxConnections?: number | undefined;
  /** PGlite: the data directory to start from (pgliteDatabase.ts, `image`). */
  image?: Blob | undefined;
}

export function createDatabase(config: DatabaseConfig): Promise<Database> {
  if (config.databaseUrl) {
    return createPostgresDatabase({
      url: config.databaseUrl,
      ...(config.schema ? { schema: config.schema } : {}),
      ...(config.maxConnections ? { maxConnections: config.maxConnections } : {}),
    });
  }
  return createPgliteDatabase({
    ...(config.dataDir ? { dataDir: config.dataDir } : {}),
    image: config.image,
  });
}
