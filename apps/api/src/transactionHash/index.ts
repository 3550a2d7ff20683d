// Public surface of the hash service: single-use per-request transaction hashes.
export {
  createTransactionHashes,
  type HashRefusal,
  type HashTarget,
  type SpendableHash,
  type TransactionHashes,
} from './transactionHashes';
export { createSpendQueue } from './spendQueue';
