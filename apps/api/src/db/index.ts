export type {
  Database,
  Queryable,
  Transaction,
  QueryResult,
  TransactionOptions,
  IsolationLevel,
} from './database';
export { isRetryable } from './database';
export { fromJson, idKey, isUuid, toDate } from './rowValues';
export {
  createGroupCommit,
  groupCommitBatches,
  type GroupCommitBatch,
  type GroupCommitOptions,
} from './groupCommit';
export { containsPattern, foldedPatternSql, foldedSql } from './textSearch';
export { createDatabase, type DatabaseConfig } from './createDatabase';
export { migrate, type Migration } from './migrate';
export { migrations } from './migrations';
