import { type GroupCommitBatch, groupCommitBatches } from '../src/db';
import { LEDGER_BATCHES } from '../src/ledger';
import { percentile } from './loadRunner';

/**
 * The ledger's batches over one run (db/groupCommit.ts): a transfer's or Pix's answer waits for
 * its batch to start (the batch in flight commits first) and then for its batch, so these say how
 * much of a payment's latency, and of its p99, is the batch's.
 */
export interface BatchSummary {
  batches: number;
  /** Transfers a batch, on average. */
  perBatch: number;
  p50Ms: number;
  p99Ms: number;
  /** From a transfer's submission to its batch's start. */
  waitP50Ms: number;
  waitP99Ms: number;
}

/** Listens for the ledger's batches in this process until `stop`; `take` sums up since the last. */
export function collectLedgerBatches(): { take(): BatchSummary | null; stop(): void } {
  let seen: GroupCommitBatch[] = [];
  const listen = (message: unknown) => {
    const batch = message as GroupCommitBatch;
    if (batch.name === LEDGER_BATCHES) seen.push(batch);
  };
  groupCommitBatches.subscribe(listen);
  return {
    take() {
      const batches = seen;
      seen = [];
      return summarize(batches);
    },
    stop: () => groupCommitBatches.unsubscribe(listen),
  };
}

export function summarize(batches: readonly GroupCommitBatch[]): BatchSummary | null {
  if (batches.length === 0) return null;
  const durations = batches.map((b) => b.ms).sort((a, b) => a - b);
  const waits = batches.flatMap((b) => b.waitedMs).sort((a, b) => a - b);
  return {
    batches: batches.length,
    perBatch: waits.length / batches.length,
    p50Ms: percentile(durations, 0.5),
    p99Ms: percentile(durations, 0.99),
    waitP50Ms: percentile(waits, 0.5),
    waitP99Ms: percentile(waits, 0.99),
  };
}
