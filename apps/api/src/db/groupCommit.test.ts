import { setTimeout as sleep } from 'node:timers/promises';
import { afterEach, describe, expect, it } from 'vitest';
import { createGroupCommit, type GroupCommitBatch, groupCommitBatches } from './groupCommit';

describe('group commit', () => {
  // The channel is the process's: with modules shared between test files (vitest's isolate:
  // false), another file's ledger may still publish on it. Each test names its own batches.
  const seen: GroupCommitBatch[] = [];
  const listen = (message: unknown) => {
    const batch = message as GroupCommitBatch;
    if (batch.name === 'doubles' || batch.name === 'thirteens') seen.push(batch);
  };
  afterEach(() => {
    groupCommitBatches.unsubscribe(listen);
    seen.length = 0;
  });

  it('tells a listener each batch: its size, its items’ waits and how long it took', async () => {
    groupCommitBatches.subscribe(listen);
    const submit = createGroupCommit<number, number>(
      async (items) => {
        await sleep(20);
        return items.map((n) => n * 2);
      },
      { name: 'doubles' },
    );
    const first = submit(1);
    // These two arrive while the first batch is in flight and go together in the next.
    const later = [submit(2), submit(3)];
    expect(await Promise.all([first, ...later])).toEqual([2, 4, 6]);

    expect(seen.map(({ name, size, failed }) => ({ name, size, failed }))).toEqual([
      { name: 'doubles', size: 1, failed: false },
      { name: 'doubles', size: 2, failed: false },
    ]);
    const [alone, together] = seen as [GroupCommitBatch, GroupCommitBatch];
    expect(alone.ms).toBeGreaterThanOrEqual(15);
    expect(alone.waitedMs).toHaveLength(1);
    expect(alone.waitedMs[0]).toBeLessThan(15);
    // The second batch's items waited for the first to commit.
    expect(together.waitedMs).toHaveLength(2);
    for (const waited of together.waitedMs) expect(waited).toBeGreaterThanOrEqual(15);
  });

  it('tells of a batch that failed whole, then of each item written again alone', async () => {
    groupCommitBatches.subscribe(listen);
    const submit = createGroupCommit<number, number>(
      async (items) => {
        await sleep(5);
        if (items.includes(13)) {
          if (items.length === 1) throw new Error('thirteen');
          throw new Error('the whole batch');
        }
        return items;
      },
      { name: 'thirteens' },
    );
    const first = submit(1);
    const batch = [submit(12), submit(13)];
    await first;
    const outcomes = await Promise.allSettled(batch);
    expect(outcomes.map((o) => o.status)).toEqual(['fulfilled', 'rejected']);
    expect(seen.map(({ name, size, failed }) => [name, size, failed])).toEqual([
      ['thirteens', 1, false],
      ['thirteens', 2, true],
      ['thirteens', 1, false],
      ['thirteens', 1, true],
    ]);
  });
});
