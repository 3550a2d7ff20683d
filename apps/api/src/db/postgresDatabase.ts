import type { Writable } from 'node:stream';
import pg from 'pg';
import {
  type Database,
  type Queryable,
  type Transaction,
  type TransactionOptions,
  COMMITTED_ALREADY,
  GENERIC_PLANS,
  isRetryable,
  parseInt8,
  parseDate,
  INT8_OID,
  DATE_OID,
  retryDelayMs,
  ROLLED_BACK,
} from './database';

export interface PostgresOptions {
  url: string;
  /** Schema to use instead of `public` (created if missing); tests use one per file. */
  schema?: string;
  maxConnections?: number;
}

/** How many distinct statements each connection keeps prepared. */
const MAX_PREPARED = 1000;

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
    // A query is written without waiting for the one before it to be answered: a transaction's
    // BEGIN goes out with its first statement (below).
    pipeline: true,
    ...(options.schema ? { options: `-c search_path=${quoteIdent(options.schema)}` } : {}),
  });
  // An idle client losing its connection must not crash the server.
  pool.on('error', () => undefined);
  if (options.schema) {
    await pool.query(`CREATE SCHEMA IF NOT EXISTS ${quoteIdent(options.schema)}`);
  }

  const run = async <T>(client: Queryable, sql: string, params?: unknown[]) =>
    client.query<T>(sql, params);

  // A statement with parameters is prepared once per connection and then only bound and run:
  // PostgreSQL neither parses nor plans it again on every call (a fifth of a Pix payment's
  // machine CPU in the bench). By its text, so the same SQL is the same statement everywhere;
  // the first MAX_PREPARED texts only, so SQL built at run time cannot grow every connection
  // without end. Without parameters a query keeps the simple protocol, which may hold several
  // statements. A migration run by another server can change a table under a prepared
  // `SELECT *`: PostgreSQL then refuses it (isStalePlan), and every statement is prepared again
  // under new names, the query or its transaction run again.
  let names = new Map<string, string>();
  let generation = 0;
  const statement = (sql: string, params: unknown[] | undefined): string | pg.QueryConfig => {
    if (!params || params.length === 0) return sql;
    let name = names.get(sql);
    if (name === undefined && names.size < MAX_PREPARED) {
      name = `ipe_${generation}_${names.size}`;
      names.set(sql, name);
    }
    return name ? { name, text: sql, values: params } : { text: sql, values: params };
  };
  const preparedAgainAfter = (error: unknown): boolean => {
    if (!isStalePlan(error)) return false;
    names = new Map();
    generation++;
    return true;
  };

  return {
    kind: 'postgres',
    async query<T>(sql: string, params?: unknown[]) {
      const result = await pool.query(statement(sql, params)).catch((error: unknown) => {
        if (preparedAgainAfter(error)) return pool.query(statement(sql, params));
        throw error;
      });
      return { rows: result.rows as T[], affectedRows: result.rowCount ?? 0 };
    },
    async transaction<T>(work: (tx: Transaction) => Promise<T>, opts: TransactionOptions = {}) {
      const maxRetries = opts.maxRetries ?? 10;
      for (let attempt = 0; ; attempt++) {
        const client = await pool.connect();
        const together = writeTogether(client);
        // The COMMIT, once sent: with the work's last statement (`committing`) or after it.
        let commit: Promise<pg.QueryResult> | undefined;
        const send = async <R>(sql: string, params?: unknown[]) => {
          if (commit) throw new Error(COMMITTED_ALREADY);
          together();
          const result = await client.query(statement(sql, params));
          return { rows: result.rows as R[], affectedRows: result.rowCount ?? 0 };
        };
        const tx: Transaction = {
          query: send,
          committing: {
            query<R>(sql: string, params?: unknown[]) {
              const answer = send<R>(sql, params);
              // Written right behind the statement, without waiting for its answer (pipeline).
              commit ??= client.query('COMMIT');
              commit.catch(() => undefined);
              return answer;
            },
          },
        };
        try {
          // Not awaited: it travels with the first statement, one round trip fewer per
          // transaction. It fails only with the connection, and then so does what follows it.
          together();
          const begin = `BEGIN ISOLATION LEVEL ${(opts.isolation ?? 'read committed').toUpperCase()}`;
          // One message either way: a simple query may hold two statements.
          const begun = client.query(opts.plans ? `${begin}; ${GENERIC_PLANS}` : begin);
          begun.catch(() => undefined);
          const value = await work(tx);
          await begun;
          // PostgreSQL answers the COMMIT of a transaction a failed statement aborted with
          // ROLLBACK, not an error: work that caught that statement's error must not be told
          // it committed.
          const ended = await (commit ?? client.query('COMMIT'));
          if (ended.command !== 'COMMIT') throw new Error(ROLLED_BACK);
          client.release();
          return value;
        } catch (error) {
          await client.query('ROLLBACK').catch(() => undefined);
          client.release();
          const again = isRetryable(error) || preparedAgainAfter(error);
          if (!again || attempt >= maxRetries) throw error;
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

/**
 * Lets what a transaction writes to its connection before the event loop's next turn leave in
 * one write: `BEGIN` with the first statement, a flight's statements together, the last one with
 * its `COMMIT`. pg writes each statement as it is queued, one system call each, and on a local
 * connection each call also hands the bytes to PostgreSQL and wakes it: a Pix made three writes
 * and two context switches fewer (docs/architecture/server.md). The stream is corked until the
 * queued statements are written, then flushed; pg corks around each statement itself, and corks
 * nest.
 */
function writeTogether(client: pg.PoolClient): () => void {
  const stream = (client as unknown as { connection?: { stream?: Writable } }).connection?.stream;
  return () => {
    if (!stream || typeof stream.cork !== 'function' || stream.writableCorked > 0) return;
    stream.cork();
    process.nextTick(() => stream.uncork());
  };
}

/** PostgreSQL's refusal of a prepared statement whose table changed its columns since. */
function isStalePlan(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return (
    code === '0A000' &&
    typeof message === 'string' &&
    message.includes('cached plan must not change result type')
  );
}

function quoteIdent(name: string): string {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`invalid schema name ${name}`);
  return `"${name}"`;
}
