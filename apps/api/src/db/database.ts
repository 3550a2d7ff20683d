/**
 * The one database interface the server codes against. Two implementations: embedded PGlite
 * (default, `pnpm start` and tests) and a real PostgreSQL pool (`DATABASE_URL`).
 */
export interface QueryResult<T> {
  rows: T[];
  /** Rows inserted, updated or deleted by the statement, when the driver reports it. */
  affectedRows: number;
}

export interface Queryable {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<T>>;
}

/**
 * What `transaction` hands its work: a Queryable, and `committing`, through which the work's
 * last statement goes out with the COMMIT right behind it — one round trip for both, so the rows
 * that statement locks are held for one round trip fewer (docs/architecture/server.md). After
 * it, the transaction is over: another statement through either is refused. Should that
 * statement fail, the COMMIT is answered ROLLBACK and the statement's error is thrown as usual;
 * work that catches it and returns anyway is told the transaction rolled back. Work must not
 * throw once that statement has succeeded: on PostgreSQL the transaction has committed (an
 * idempotent retry then finds what it wrote), where PGlite, one connection that commits after
 * the work, would roll it back.
 */
export interface Transaction extends Queryable {
  readonly committing: Queryable;
}

export type IsolationLevel = 'read committed' | 'repeatable read' | 'serializable';

export interface TransactionOptions {
  isolation?: IsolationLevel;
  /** How many times a serialization failure or deadlock is retried before giving up. */
  maxRetries?: number;
  /**
   * 'generic': every statement of the transaction finds its rows by key, so each is planned once
   * per connection (`plan_cache_mode = force_generic_plan`, for this transaction only) instead
   * of for its values on every run, which PostgreSQL keeps doing when a plan for the values
   * looks cheaper, as an array's of known length does (docs/architecture/performance.md).
   */
  plans?: 'generic';
}

/** What a transaction's `plans` option sets, inside the transaction. */
export const GENERIC_PLANS = 'SET LOCAL plan_cache_mode = force_generic_plan';

export interface Database extends Queryable {
  readonly kind: 'pglite' | 'postgres';
  /**
   * Runs `work` inside one transaction. On serialization failure (40001) or deadlock (40P01)
   * the whole transaction is rolled back and `work` runs again, so `work` must only touch the
   * database through `tx` and have no other side effects.
   */
  transaction<T>(work: (tx: Transaction) => Promise<T>, options?: TransactionOptions): Promise<T>;
  close(): Promise<void>;
}

/** Thrown by a statement sent after the one that committed (`Transaction.committing`). */
export const COMMITTED_ALREADY = 'the transaction committed with its last statement';

/** Thrown when a statement failed, aborting the transaction, and the work returned anyway. */
export const ROLLED_BACK = 'the transaction rolled back: one of its statements failed';

/** SQLSTATEs after which a transaction may simply be run again. */
export const RETRYABLE_SQLSTATES = new Set(['40001', '40P01']);

export function isRetryable(error: unknown): boolean {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'string' && RETRYABLE_SQLSTATES.has(code);
}

/** The type ids both adapters read their own way (see below). */
export const INT8_OID = 20;
export const DATE_OID = 1082;

/**
 * date columns are calendar days: read them as 'yyyy-mm-dd' text (a CalendarDate), never as a
 * Date at some time zone's midnight that could shift them by a day.
 */
export const parseDate = (text: string): string => text;

/** bigint columns carry centavos: read them as numbers, refusing any value a number cannot hold. */
export function parseInt8(text: string): number {
  const value = Number(text);
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`int8 value ${text} is outside the safe integer range`);
  }
  return value;
}

/** Backoff with jitter so retried transactions do not collide again in lockstep. */
export function retryDelayMs(attempt: number): number {
  const base = Math.min(2 ** attempt, 64);
  return base + Math.random() * base;
}
