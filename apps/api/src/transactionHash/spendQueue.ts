import { createGroupCommit, type Queryable } from '../db';
import type { SpendableHash, TransactionHashes } from './transactionHashes';

/**
 * Spends hashes that no money's transaction carries (a read's, or an answer's that failed before
 * its money: guards.ts) by group commit (db/groupCommit.ts): while one statement is being
 * written, the spends that arrive wait and go in the next, one insert and one commit for all of
 * them (docs/decisions/0019-hashes-spent-together.md). Each request keeps its own answer from
 * `spend`: true when it spent the hash, false when it had been spent. Resolves once the
 * statement holding the hash has committed.
 */
export function createSpendQueue(
  db: Queryable,
  hashes: Pick<TransactionHashes, 'spend'>,
): (hash: SpendableHash) => Promise<boolean> {
  return createGroupCommit<SpendableHash, boolean>((batch) => hashes.spend(db, batch), {
    name: 'hashes',
  });
}
