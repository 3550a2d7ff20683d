import { describe, expect, it } from 'vitest';
import type { GroupCommitBatch } from '../src/db';
import { summarize } from './batchStats';

describe('the ledger batches of a run', () => {
  const batch = (ms: number, waitedMs: number[]): GroupCommitBatch => ({
    name: 'ledger',
    size: waitedMs.length,
    waitedMs,
    ms,
    failed: false,
  });

  it('sums up how many a batch held, how long batches took and how long transfers waited', () => {
    const summary = summarize([
      batch(4, [0.5]),
      batch(10, [1, 2, 3]),
      batch(6, [6, 7]),
      batch(30, [8, 20]),
    ]);
    expect(summary).toEqual({
      batches: 4,
      perBatch: 2,
      p50Ms: 6,
      p99Ms: 30,
      waitP50Ms: 3,
      waitP99Ms: 20,
    });
  });

  it('says nothing of a run without batches', () => {
    expect(summarize([])).toBeNull();
  });
});
