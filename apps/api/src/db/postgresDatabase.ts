import pg from 'pg';
import {
  type Database,
  type Queryable,
  type TransactionOptions,
  isRetryable,
  parseInt8,
  parseDate,
  INT8_OID,
  DATE_OID,
  retryDelayMs,
} from './database';

export interface PostgresOptions {
  url: string;
  /** Schema to use instead of `public` (created if missing); tests use one per file. */
  schema?: string;
  maxConnections?: number;
}

export async function createPostgresDatabase(options: PostgresOptions): Promise<Database> {
  const types = {
    getTypeParser: ((oid: number, format?: string) =>
      oid === INT8_OID
        ? parseInt8
        : oid === DATE_OID
          ? parseDate
          : pg.types.getTypeParser(oid, format as 'text')) as typeof pg.types.getTypeParser,
  };
  const pool = new pg.Pool({
    connectionString: options.url,
    max: options.maxConnections ?? 20,
    types,
    ...(options.schema ? { options: `-c search_path=${quoteIdent(options.schema)}` } : {}),
  });
  // An idle client losing its connection must not crash the server.
  pool.on('error', () => undefined);
  if (options.schema) {
    await pool.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(options.schema)}`);
  }

  const run = async <T>(client: Queryable, sql: string, params?: unknown[]) =>
    client.query<T>(sql, params);

  return {
    kind: 'postgres',
    async query<T>(sql: string, params?: unknown[]) {
      const result = await pool.query(sql, params as unknown[]);
      return { rows: result.rows as T[], affectedRows: result.rowCount ?? 0 };
    },
    async transaction<T>(work: (tx: Queryable) => Promise<T>, opts: TransactionOptions = {}) {
      const maxRetries = opts.maxRetries ?? 10;
      for (let attempt = 0; ; attempt++) {
        const client = await pool.connect();
        const tx: Queryable = {
          async query<R>(sql: string, params?: unknown[]) {
            const result = await client.query(sql, params as unknown[]);
            return { rows: result.rows as R[], affectedRows: result.rowCount ?? 0 };
          },
        };
        try {
          await client.query(
            `BEGIN ISOLATION LEVEL ${(opts.isolation ?? 'read committed').toUpperCase()}`,
          );
          const value = await work(tx);
          await client.query('COMMIT');
          client.release();
          return value;
        } catch (error) {
          await client.query('ROLLBACK').catch(() => undefined);
          client.release();
          if (!isRetryable(error) || attempt >= maxRetries) throw error;
          await new Promise((resolve) => setTimeout(resolve, retryDelayMs(attempt)));
        }
      }
    },
    async close() {
      if (options.schema) {
        // Test schemas are throwaway; dropping them keeps the shared CI database clean.
        if (options.schema.startsWith('test_')) {
          await run(pool, `DROP SCHEMA IF EXISTS ${quoteIdent(options.schema)} CASCADE`).catch(
            () => undefined,
          );
        }
      }
      await pool.end();
    },
  };
}

function quoteIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`invalid schema name ${name}`);
  return `"${name}"`;
}
