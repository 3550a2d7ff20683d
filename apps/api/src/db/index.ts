export type {
  Database,
  Queryable,
  QueryResult,
  TransactionOptions,
  IsolationLevel,
} from './database';
export { isRetryable } from './database';
export { toDate } from './rowValues';
export { createDatabase, type DatabaseConfig } from './createDatabase';
export { migrate, type Migration } from './migrate';
export { migrations } from './migrations';
