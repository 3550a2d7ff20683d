import { PGlite } from '@electric-sql/pglite';
import {
  type Database,
  type Transaction,
  type TransactionOptions,
  COMMITTED_ALREADY,
  GENERIC_PLANS,
  isRetryable,
  parseInt8,
  parseDate,
  INT8_OID,
  DATE_OID,
  ROLLED_BACK,
} from './database';

export interface PgliteOptions {
  /** Folder for the data files; omitted = in memory (tests). */
  dataDir?: string;
  /**
   * A data directory to start from, as `image()` made it: no initdb, which is most of what a
   * new database costs (tests start from one already migrated, src/testing/globalSetup.ts).
   */
  image?: Blob | undefined;
}

export interface PgliteDatabase extends Database {
  /** The data directory as an uncompressed tarball, for another database to start from. */
  image(): Promise<Blob>;
}

/**
 * Embedded PostgreSQL in WebAssembly. It has a single connection, so PGlite itself serialises
 * transactions; the isolation level is still set so SQL behaves as on a real server.
 */
export async function createPgliteDatabase(options: PgliteOptions = {}): Promise<PgliteDatabase> {
  const db = await PGlite.create({
    ...(options.dataDir ? { dataDir: options.dataDir } : {}),
    ...(options.image ? { loadDataDir: options.image } : {}),
    parsers: { [INT8_OID]: parseInt8, [DATE_OID]: parseDate },
  });

  return {
    kind: 'pglite',
    async query<T>(sql: string, params?: unknown[]) {
      const result = await db.query<T>(sql, params as unknown[]);
      return { rows: result.rows, affectedRows: result.affectedRows ?? 0 };
    },
    async transaction<T>(work: (tx: Transaction) => Promise<T>, opts: TransactionOptions = {}) {
      const maxRetries = opts.maxRetries ?? 10;
      for (let attempt = 0; ; attempt++) {
        try {
          return await db.transaction(async (pgTx) => {
            if (opts.isolation) {
              await pgTx.query(`SET TRANSACTION ISOLATION LEVEL ${opts.isolation.toUpperCase()}`);
            }
            if (opts.plans) await pgTx.query(GENERIC_PLANS);
            // One connection, nothing to save by sending the COMMIT early: `committing` only
            // ends the transaction for the work, as on PostgreSQL.
            let over = false;
            let failed = false;
            const send = async <R>(sql: string, params?: unknown[]) => {
              if (over) throw new Error(COMMITTED_ALREADY);
              try {
                const result = await pgTx.query<R>(sql, params as unknown[]);
                return { rows: result.rows, affectedRows: result.affectedRows ?? 0 };
              } catch (error) {
                failed = true;
                throw error;
              }
            };
            const tx: Transaction = {
              query: send,
              committing: {
                query<R>(sql: string, params?: unknown[]) {
                  const answer = send<R>(sql, params);
                  over = true;
                  return answer;
                },
              },
            };
            const value = await work(tx);
            // As PostgreSQL's COMMIT answered ROLLBACK (postgresDatabase.ts): a statement
            // failed and the work returned anyway. A savepoint rolled back to leaves it usable.
            if (
              failed &&
              (await pgTx.query('SELECT 1').then(
                () => false,
                () => true,
              ))
            ) {
              throw new Error(ROLLED_BACK);
            }
            return value;
          });
        } catch (error) {
          if (!isRetryable(error) || attempt >= maxRetries) throw error;
        }
      }
    },
    image: () => db.dumpDataDir('none'),
    async close() {
      await db.close();
    },
  };
}
