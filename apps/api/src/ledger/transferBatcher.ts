import type { Database, Transaction } from '../db';
import { type GateCheck, runGates } from './gates';
import { type PreparedTransfer, postTransfers } from './transfers';
import type { TransferResult } from './types';

/** The transfer, or why not: the ledger's refusal (a BankError) or a gate's. */
export type Outcome = TransferResult | Error;

interface Waiting {
  transfer: PreparedTransfer;
  checks: readonly GateCheck[];
  resolve: (outcome: Outcome) => void;
  reject: (error: unknown) => void;
}

export interface BatchingOptions {
  /** Most transfers in one database transaction. */
  maxBatch?: number;
  /**
   * Batches in flight at once; one by default. With a second one in flight, what arrives during
   * a batch left in a batch of its own and the next arrivals waited anyway: more, smaller
   * batches, each paying its begin, gates, posting and commit. One at a time costs the machine
   * a sixth less per transfer for as many a second (docs/decisions/0010-ledger-group-commit.md).
   */
  maxInFlight?: number;
}

/**
 * Group commit (docs/decisions/0010-ledger-group-commit.md): transfers that arrive while a batch
 * is in flight wait and go together in the next one, in one transaction and one commit. Nobody
 * waits on a timer: an idle ledger posts a lone transfer at once, a busy one batches as much as
 * arrives. Each transfer keeps its own outcome; a batch that fails as a whole (a database error,
 * not a refusal) is posted again one transfer per transaction, so only the culprit fails.
 */
export function createTransferBatcher(db: Database, options: BatchingOptions = {}) {
  const maxBatch = options.maxBatch ?? 256;
  const maxInFlight = options.maxInFlight ?? 1;
  const queue: Waiting[] = [];
  let inFlight = 0;

  // Every statement of a batch finds its rows by key (gates.ts). Given arrays whose length
  // changes from one batch to the next, PostgreSQL planned two of them again on every run.
  const commit = (batch: Waiting[]) =>
    db.transaction((tx) => gateAndPost(tx, batch), {
      isolation: 'read committed',
      plans: 'generic',
    });

  async function post(batch: Waiting[]): Promise<void> {
    try {
      const { outcomes, committed } = await commit(batch);
      committed();
      batch.forEach((waiting, i) => waiting.resolve(outcomes[i] as Outcome));
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

  return {
    /** Resolves with the transfer's outcome once the batch holding it has committed. */
    submit(transfer: PreparedTransfer, checks: readonly GateCheck[] = []): Promise<Outcome> {
      return new Promise<Outcome>((resolve, reject) => {
        queue.push({ transfer, checks, resolve, reject });
        pump();
      });
    },
  };
}

/**
 * The batch's gates first (gates.ts), then the transfers they let through, in one transaction
 * that commits with the posting (and what the gates write after it): the accounts it locks are
 * free again one round trip sooner.
 */
async function gateAndPost(tx: Transaction, batch: Waiting[]) {
  const { refusals, committed, afterPosting } = await runGates(
    tx,
    batch.map((w) => w.checks),
  );
  const passing = batch.flatMap((w, i) => (refusals[i] ? [] : [i]));
  const outcomes: Outcome[] = refusals.map((refusal) => refusal as Outcome);
  if (passing.length > 0) {
    // The gates' writes after the posting go out behind it, the last with the COMMIT.
    const last = afterPosting.length - 1;
    const [posted] = await Promise.all([
      postTransfers(
        last < 0 ? tx.committing : tx,
        passing.map((i) => batch[i]!.transfer),
      ),
      ...afterPosting.map((write, n) => write(n === last ? tx.committing : tx)),
    ]);
    passing.forEach((i, k) => (outcomes[i] = posted[k]!));
  }
  return { outcomes, committed };
}
