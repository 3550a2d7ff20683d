import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db';
import { createTestDatabase } from '../testing/testDatabase';
import { createTransactionHashes } from './transactionHashes';

/**
 * Signed when issued, stored only once spent
 * (docs/decisions/0013-transaction-hash-spent-with-the-money.md).
 */
describe('transaction hashes', () => {
  let db: Database;
  let now = new Date('2026-11-26T15:00:00Z');
  const clock = { now: () => now };
  const target = {
    accountId: '6f1c1f0e-3c8a-4a57-9d4e-0a5e1c2b3d4f',
    method: 'POST',
    url: '/v1/bank/accounts/6f1c1f0e-3c8a-4a57-9d4e-0a5e1c2b3d4f/transfers/internal',
  };
  const hashes = () => createTransactionHashes({ key: 'test-key', ttlSeconds: 60, clock });
  const stored = async () =>
    Number(
      (await db.query<{ n: string }>('SELECT count(*) AS n FROM transaction_hashes')).rows[0]!.n,
    );

  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db.close());

  it('issues without writing, and verifies only for its account, method and URL', async () => {
    const service = hashes();
    const { hash } = service.issue(target);
    expect(hash).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await stored()).toBe(0);
    expect(service.verify(hash, target)).toMatchObject({ target });
    // The method is case-blind, as the issuing route's is.
    expect(service.verify(hash, { ...target, method: 'post' })).toHaveProperty('digest');
    for (const other of [
      { ...target, accountId: 'a1c1f0e0-3c8a-4a57-9d4e-0a5e1c2b3d4f' },
      { ...target, method: 'GET' },
      { ...target, url: `${target.url}?x=1` },
    ]) {
      expect(service.verify(hash, other)).toBe('malformed_or_forged');
    }
  });

  it('refuses a forged, altered or malformed hash, and one signed with another key', () => {
    const service = hashes();
    const { hash } = service.issue(target);
    const flipped = `${hash.slice(0, 5)}${hash[5] === 'A' ? 'B' : 'A'}${hash.slice(6)}`;
    const otherKey = createTransactionHashes({ key: 'other', ttlSeconds: 60, clock });
    for (const bad of [flipped, `${hash}A`, hash.slice(1), '', 'not a hash at all!!']) {
      expect(service.verify(bad, target)).toBe('malformed_or_forged');
    }
    expect(otherKey.verify(hash, target)).toBe('malformed_or_forged');
  });

  it('expires by the server clock', () => {
    const service = hashes();
    const { hash, expiresAt } = service.issue(target);
    now = new Date(expiresAt.getTime() - 1);
    expect(service.verify(hash, target)).not.toBe('expired');
    now = expiresAt;
    expect(service.verify(hash, target)).toBe('expired');
  });

  it('is spent once, however many spend it together', async () => {
    now = new Date('2026-11-26T15:00:00Z');
    const service = hashes();
    const one = service.verify(service.issue(target).hash, target);
    const two = service.verify(service.issue(target).hash, target);
    if (typeof one === 'string' || typeof two === 'string') throw new Error(String(one));
    expect(await service.spend(db, [one, two, one])).toEqual([true, true, false]);
    expect(await service.spend(db, [two])).toEqual([false]);
    const racing = await Promise.all([1, 2, 3].map(() => service.spend(db, [one])));
    expect(racing.flat()).toEqual([false, false, false]);
    // Only digests are stored, never a hash that could be replayed.
    const { rows } = await db.query<{ digest: string }>(
      'SELECT digest FROM transaction_hashes ORDER BY digest',
    );
    expect(rows.map((row) => row.digest)).toEqual([one.digest, two.digest].sort());
    expect(one.digest).toMatch(/^[0-9a-f]{64}$/);
  });
});
