import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testConfig, type TestApp } from '../testing/testApp';

/** POST /hash/auth writes nothing (docs/decisions/0013-transaction-hash-spent-with-the-money.md). */
describe('POST /hash/auth', () => {
  let t: TestApp;
  const accountId = '6f1c1f0e-3c8a-4a57-9d4e-0a5e1c2b3d4f';
  const issue = () =>
    t.app.inject({
      method: 'POST',
      url: '/hash/auth',
      headers: { account_id: accountId },
      payload: { method: 'GET', url: '/v1/x' },
    });
  const rows = async (table: string) =>
    Number((await t.db.query<{ n: string }>(`SELECT count(*) AS n FROM ${table}`)).rows[0]!.n);

  beforeAll(async () => {
    const base = testConfig();
    t = await createTestApp({
      seed: false,
      config: { rateLimits: { ...base.rateLimits, hashPerIp: { max: 3, windowMs: 60_000 } } },
    });
  });
  afterAll(() => t.close());

  it('issues without a database write, and limits each caller in this server’s memory', async () => {
    const before = await rows('rate_limit_hits');
    const answers = [];
    for (let i = 0; i < 4; i++) answers.push(await issue());
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 429]);
    expect(answers[3]!.json()).toMatchObject({ code: 'RATE_LIMITED' });
    expect(await rows('transaction_hashes')).toBe(0);
    expect(await rows('rate_limit_hits')).toBe(before);
  });
});
