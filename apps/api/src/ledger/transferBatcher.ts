import { createGroupCommit, type Database, type Transaction } from '../db';
import { type GateCheck, runGates } from './gates';
import { type PreparedTransfer, postTransfers } from './transfers';
import type { TransferResult } from './types';

/** What the ledger's batches are called on the group commit's channel (db/groupCommit.ts). */
export const LEDGER_BATCHES = 'ledger';

/** The transfer, or why not: the ledger's refusal (a BankError) or a gate's. */
export type Outcome = TransferResult | Error;

interface Waiting {
  transfer: PreparedTransfer;
  checks: readonly GateCheck[];
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
 * Group commit of transfers (db/groupCommit.ts, docs/decisions/0010-ledger-group-commit.md):
 * transfers that arrive while a batch is in flight go together in the next one, in one
 * transaction and one commit, each keeping its own outcome; a batch that fails as a whole (a
 * database error, not a refusal) is posted again one transfer per transaction, so only the
 * culprit fails.
 */
export function createTransferBatcher(db: Database, options: BatchingOptions = {}) {
  const submit = createGroupCommit<Waiting, Outcome>(
    async (batch) => {
      // Every statement of a batch finds its rows by key (gates.ts). Given arrays whose length
      // changes from one batch to the next, PostgreSQL planned two of them again on every run.
      const { outcomes, committed } = await db.transaction((tx) => gateAndPost(tx, batch), {
        isolation: 'read committed',
        plans: 'generic',
      });
      committed();
      return outcomes;
    },
    { ...options, name: LEDGER_BATCHES },
  );

  return {
    /** Resolves with the transfer's outcome once the batch holding it has committed. */
    submit(transfer: PreparedTransfer, checks: readonly GateCheck[] = []): Promise<Outcome> {
      return submit({ transfer, checks });
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
