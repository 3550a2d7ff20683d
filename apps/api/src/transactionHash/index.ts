// Public surface of the hash service: single-use per-request transaction hashes.
export {
  createTransactionHashes,
  type HashRefusal,
  type HashTarget,
  type SpendableHash,
  type TransactionHashes,
} from './transactionHashes';
export { transactionHashRoutes } from './routes';
export { createSpendQueue } from './spendQueue';
