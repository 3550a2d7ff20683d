export interface GroupCommitOptions {
  /** Most items in one batch. */
  maxBatch?: number;
  /** Batches in flight at once; one by default. */
  maxInFlight?: number;
}

interface Waiting<I, O> {
  item: I;
  resolve: (outcome: O) => void;
  reject: (error: unknown) => void;
}

/**
 * Group commit (docs/decisions/0010-ledger-group-commit.md): items that arrive while a batch is
 * in flight wait and go together in the next one, one database round trip and one commit for
 * all of them. Nobody waits on a timer: an idle server writes a lone item at once, a busy one
 * batches as much as arrives. `write` answers each item's outcome in order; a batch that fails
 * as a whole (a database error, not a refusal) is written again one item per batch, so only the
 * culprit's caller gets the error. The ledger's transfers and the transaction hashes spent apart
 * from money (decision 0019) go this way.
 */
export function createGroupCommit<I, O>(
  write: (items: I[]) => Promise<readonly O[]>,
  options: GroupCommitOptions = {},
) {
  const maxBatch = options.maxBatch ?? 256;
  const maxInFlight = options.maxInFlight ?? 1;
  const queue: Waiting<I, O>[] = [];
  let inFlight = 0;

  async function post(batch: Waiting<I, O>[]): Promise<void> {
    try {
      const outcomes = await write(batch.map((waiting) => waiting.item));
      batch.forEach((waiting, i) => waiting.resolve(outcomes[i] as O));
    } catch (error) {
      if (batch.length === 1) {
        batch[0]!.reject(error);
        return;
      }
      await Promise.all(batch.map((waiting) => post([waiting])));
    }
  }

  function pump(): void {
    while (inFlight < maxInFlight && queue.length > 0) {
      const batch = queue.splice(0, maxBatch);
      inFlight++;
      void post(batch).finally(() => {
        inFlight--;
        pump();
      });
    }
  }

  /** Resolves with the item's outcome once the batch holding it has committed. */
  return (item: I): Promise<O> =>
    new Promise<O>((resolve, reject) => {
      queue.push({ item, resolve, reject });
      pump();
    });
}
