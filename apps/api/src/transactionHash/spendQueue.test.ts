import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../db';
import { createTestDatabase } from '../testing/testDatabase';
import { createSpendQueue } from './spendQueue';
import { type SpendableHash, createTransactionHashes } from './transactionHashes';

/** Hashes spent apart from money go together (docs/decisions/0019-hashes-spent-together.md). */
describe('the spend queue', () => {
  let db: Database;
  const clock = { now: () => new Date('2026-11-28T15:00:00Z') };
  const hashes = createTransactionHashes({ key: 'test-key', ttlSeconds: 60, clock });
  const accountId = '6f1c1f0e-3c8a-4a57-9d4e-0a5e1c2b3d4f';
  const verified = (url = `/v1/bank/accounts/${accountId}/balance`): SpendableHash => {
    const target = { accountId, method: 'GET', url };
    const checked = hashes.verify(hashes.issue(target).hash, target);
    if (typeof checked === 'string') throw new Error(checked);
    return checked;
  };
  const inserts = (spy: { mock: { calls: unknown[][] } }) =>
    spy.mock.calls.filter(([sql]) => String(sql).includes('INSERT INTO transaction_hashes')).length;

  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.close());

  it('spends a lone hash at once, and each hash once', async () => {
    const spend = createSpendQueue(db, hashes);
    const query = vi.spyOn(db, 'query');
    const hash = verified();
    expect(await spend(hash)).toBe(true);
    expect(inserts(query)).toBe(1);
    expect(await spend(hash)).toBe(false);
    query.mockRestore();
  });

  it('spends what arrives meanwhile in one statement, each request with its own answer', async () => {
    const spend = createSpendQueue(db, hashes);
    const query = vi.spyOn(db, 'query');
    const many = Array.from({ length: 20 }, (_, i) => verified(`/balance/${i}`));
    const repeated = many[7]!;
    const answers = await Promise.all([...many, repeated].map((hash) => spend(hash)));
    // The first went alone; the other nineteen and the repeat waited for it and went together.
    expect(inserts(query)).toBe(2);
    expect(answers).toEqual([...many.map(() => true), false]);
    const { rows } = await db.query<{ n: string }>(
      'SELECT count(*) AS n FROM transaction_hashes WHERE digest = ANY ($1::text[])',
      [many.map((hash) => hash.digest)],
    );
    expect(Number(rows[0]!.n)).toBe(20);
    query.mockRestore();
  });

  it('fails only the request whose hash breaks the statement', async () => {
    const poison = verified('/poison');
    const spend = createSpendQueue(db, {
      spend: (q, list) =>
        list.includes(poison)
          ? Promise.reject(new Error('the statement failed'))
          : hashes.spend(q, list),
    });
    const first = verified('/first');
    const others = [verified('/a'), poison, verified('/b')];
    const answers = await Promise.allSettled([first, ...others].map((hash) => spend(hash)));
    expect(answers.map((answer) => answer.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
    ]);
    expect(answers.filter((a) => a.status === 'fulfilled').map((a) => a.value)).toEqual([
      true,
      true,
      true,
    ]);
  });
});
