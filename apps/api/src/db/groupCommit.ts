import { channel } from 'node:diagnostics_channel';
import { performance } from 'node:perf_hooks';

export interface GroupCommitOptions {
  /** Most items in one batch. */
  maxBatch?: number;
  /** Batches in flight at once; one by default. */
  maxInFlight?: number;
  /** What the batches are of, as `groupCommitBatches` names them ('ledger', 'hashes'). */
  name?: string;
}

/**
 * One batch written, as `groupCommitBatches` publishes it: how long its items waited for it to
 * start and how long it took (its transaction, commit included). A transfer's answer waits for
 * both, so they are what its latency is made of beyond the request itself.
 */
export interface GroupCommitBatch {
  name: string;
  size: number;
  /** Each item's wait, in order, from its submission to its batch's start. */
  waitedMs: number[];
  ms: number;
  /** The batch failed as a whole and its items were written again one by one. */
  failed: boolean;
}

/**
 * Every batch any group commit writes, for whoever listens (the bench, docs/architecture/
 * performance.md). Nothing is timed while nobody listens.
 */
export const groupCommitBatches = channel('ipe:group-commit');

interface Waiting<I, O> {
  item: I;
  resolve: (outcome: O) => void;
  reject: (error: unknown) => void;
  /** When it was submitted, if someone was listening then. */
  at: number | undefined;
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
  const name = options.name ?? 'batch';
  const queue: Waiting<I, O>[] = [];
  let inFlight = 0;

  async function post(batch: Waiting<I, O>[]): Promise<void> {
    const started = groupCommitBatches.hasSubscribers ? performance.now() : undefined;
    try {
      const outcomes = await write(batch.map((waiting) => waiting.item));
      if (started !== undefined) publish(batch, started, false);
      batch.forEach((waiting, i) => waiting.resolve(outcomes[i] as O));
    } catch (error) {
      if (started !== undefined) publish(batch, started, true);
      if (batch.length === 1) {
        batch[0]!.reject(error);
        return;
      }
      await Promise.all(batch.map((waiting) => post([waiting])));
    }
  }

  function publish(batch: Waiting<I, O>[], started: number, failed: boolean): void {
    const message: GroupCommitBatch = {
      name,
      size: batch.length,
      waitedMs: batch.map((waiting) => (waiting.at === undefined ? 0 : started - waiting.at)),
      ms: performance.now() - started,
      failed,
    };
    groupCommitBatches.publish(message);
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
      const at = groupCommitBatches.hasSubscribers ? performance.now() : undefined;
      queue.push({ item, resolve, reject, at });
      pump();
    });
}
