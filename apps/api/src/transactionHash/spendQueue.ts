import type { Queryable } from '../db';
import type { SpendableHash, TransactionHashes } from './transactionHashes';

interface Waiting {
  hash: SpendableHash;
  resolve: (spent: boolean) => void;
  reject: (error: unknown) => void;
}

/** Most hashes in one statement. */
const MAX_BATCH = 256;

/**
 * Spends hashes that no money's transaction carries (a read's, or an answer's that failed before
 * its money: guards.ts), together: while one statement is being written, the spends that arrive
 * wait and go in the next, one insert and one commit for all of them, as the ledger's batches
 * do (docs/decisions/0019-hashes-spent-together.md). Nobody waits on a timer: an idle server
 * spends a lone hash at once. Each request keeps its own answer (true when it spent the hash,
 * false when it had been spent); a statement that fails as a whole is tried again one hash at a
 * time, so only the culprit's request fails.
 */
export function createSpendQueue(db: Queryable, hashes: Pick<TransactionHashes, 'spend'>) {
  const queue: Waiting[] = [];
  let writing = false;

  async function write(batch: Waiting[]): Promise<void> {
    try {
      const spent = await hashes.spend(
        db,
        batch.map((waiting) => waiting.hash),
      );
      batch.forEach((waiting, i) => waiting.resolve(spent[i]!));
    } catch (error) {
      if (batch.length === 1) {
        batch[0]!.reject(error);
        return;
      }
      for (const waiting of batch) await write([waiting]);
    }
  }

  function pump(): void {
    if (writing || queue.length === 0) return;
    writing = true;
    void write(queue.splice(0, MAX_BATCH)).finally(() => {
      writing = false;
      pump();
    });
  }

  /** Resolves once the statement holding the hash has committed: true when this spent it. */
  return (hash: SpendableHash): Promise<boolean> =>
    new Promise<boolean>((resolve, reject) => {
      queue.push({ hash, resolve, reject });
      pump();
    });
}
