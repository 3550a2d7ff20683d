import { PGlite } from '@electric-sql/pglite';
import {
  type Database,
  type Queryable,
  type TransactionOptions,
  isRetryable,
  parseInt8,
  parseDate,
  INT8_OID,
  DATE_OID,
} from './database';

export interface PgliteOptions {
  /** Folder for the data files; omitted = in memory (tests). */
  dataDir?: string;
}

/**
 * Embedded PostgreSQL in WebAssembly. It has a single connection, so PGlite itself serialises
 * transactions; the isolation level is still set so SQL behaves as on a real server.
 */
export async function createPgliteDatabase(options: PgliteOptions = {}): Promise<Database> {
  const db = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    parsers: { [INT8_OID]: parseInt8, [DATE_OID]: parseDate },
  });

  return {
    kind: 'pglite',
    async query<T>(sql: string, params?: unknown[]) {
      const result = await db.query<T>(sql, params as unknown[]);
      return { rows: result.rows, affectedRows: result.affectedRows ?? 0 };
    },
    async transaction<T>(work: (tx: Queryable) => Promise<T>, opts: TransactionOptions = {}) {
      const maxRetries = opts.maxRetries ?? 10;
      for (let attempt = 0; ; attempt++) {
        try {
          return await db.transaction(async (pgTx) => {
            if (opts.isolation) {
              await pgTx.query(`SET TRANSACTION ISOLATION LEVEL ${opts.isolation.toUpperCase()}`);
            }
            const tx: Queryable = {
              async query<R>(sql: string, params?: unknown[]) {
                const result = await pgTx.query<R>(sql, params as unknown[]);
                return { rows: result.rows, affectedRows: result.affectedRows ?? 0 };
              },
            };
            return work(tx);
          });
        } catch (error) {
          if (!isRetryable(error) || attempt >= maxRetries) throw error;
        }
      }
    },
    async close() {
      await db.close();
    },
  };
}
