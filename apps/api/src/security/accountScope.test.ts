import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateOpenApi } from '../openapi/generate';
import {
  call,
  createTestApp,
  enableDevice,
  sessionHeaders,
  signIn,
  transactionHash,
  type Session,
  type TestApp,
} from '../testing/testApp';

/**
 * SPEC's access rule, audited route by route: every route scoped to an account — by `{sub}` in
 * its path or by the `account_id` header — refuses a caller who asks for another holder's
 * account, shows none of that account's data and changes nothing. The routes are read from the
 * OpenAPI contract itself, so a route added later is audited without anyone listing it here.
 */

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface Operation {
  key: string;
  method: Method;
  path: string;
  header: boolean;
  pathSub: boolean;
}

/**
 * Routes that take `account_id` but are public by design. POST /hash/auth is called before every
 * bank call, without the token; it answers a single-use hash bound to that account and nothing
 * else (checked below). Any other public account route must be added here, on purpose.
 */
const PUBLIC_BY_DESIGN = new Set(['POST /hash/auth']);

const doc = JSON.parse(await generateOpenApi()) as {
  paths: Record<string, Record<string, { parameters?: { in: string; name: string }[] }>>;
};
const operations: Operation[] = Object.entries(doc.paths).flatMap(([path, ops]) =>
  Object.entries(ops).flatMap(([method, op]) => {
    const params = op.parameters ?? [];
    const header = params.some((p) => p.in === 'header' && p.name === 'account_id');
    const pathSub = params.some((p) => p.in === 'path' && p.name === 'sub');
    const upper = method.toUpperCase() as Method;
    return header || pathSub
      ? [{ key: `${upper} ${path}`, method: upper, path, header, pathSub }]
      : [];
  }),
);
const byHeader = operations.filter((op) => op.header && !PUBLIC_BY_DESIGN.has(op.key));
const byPath = operations.filter((op) => op.pathSub);

describe('another holder’s account is refused on every account-scoped route', () => {
  let t: TestApp;
  let maria: Session;
  let carlos: Session;
  let carlosDeviceId: string;
  let carlosUserId: string;
  /** Strings that would betray Carlos's account if they showed up in an answer to Maria. */
  let carlosSecrets: string[];

  beforeAll(async () => {
    t = await createTestApp();
    maria = await signIn(t.app, 'maria@ipe.dev');
    carlos = await signIn(t.app, 'carlos@ipe.dev');
    await enableDevice(t.app, maria, 'maria@ipe.dev');
    carlosDeviceId = await enableDevice(t.app, carlos, 'carlos@ipe.dev');
    const { rows } = await t.db.query<{
      legal_name: string;
      document: string;
      number: string;
      user_id: string;
    }>(
      `SELECT a.legal_name, a.document, a.number, u.id AS user_id
         FROM accounts a JOIN users u ON u.email = 'carlos@ipe.dev'
        WHERE a.id = $1`,
      [carlos.accountId],
    );
    const row = rows[0]!;
    carlosUserId = row.user_id;
    carlosSecrets = [row.legal_name, row.document, row.number, carlosDeviceId];
  });
  afterAll(() => t.close());

  /** Everything of Carlos's account a refused call could have changed, straight from the tables. */
  async function carlosState() {
    const query = async (sql: string) => (await t.db.query(sql, [carlos.accountId])).rows;
    const [account] = await query('SELECT * FROM accounts WHERE id = $1');
    return {
      account,
      balance: await t.app.ipe.ledger.balance(
        (account as { ledger_account_id: string }).ledger_account_id,
      ),
      memberships: await query('SELECT * FROM memberships WHERE account_id = $1 ORDER BY user_id'),
      users: await query(
        `SELECT u.* FROM users u JOIN memberships m ON m.user_id = u.id
          WHERE m.account_id = $1 ORDER BY u.id`,
      ),
      devices: await query('SELECT * FROM devices WHERE account_id = $1 ORDER BY id'),
      sessions: await query('SELECT * FROM sessions WHERE account_id = $1 ORDER BY id'),
    };
  }

  /** The route's URL aimed at Carlos: his account, his device, his user, else a random id. */
  const aimedAtCarlos = (path: string) =>
    path
      .replace('{sub}', carlos.accountId)
      .replace('{id}', carlosDeviceId)
      .replace('{user_id}', carlosUserId)
      .replace(/\{[^}]+\}/g, () => randomUUID());

  const withBody = (method: Method) => method !== 'GET' && method !== 'DELETE';

  function expectNothingShown(body: string) {
    for (const secret of carlosSecrets) expect(body).not.toContain(secret);
  }

  it('finds the account-scoped routes in the contract', () => {
    expect(byHeader.map((op) => op.key)).toEqual(
      expect.arrayContaining([
        'POST /v3/bank/logout',
        'GET /otp/v1/devices',
        'GET /phoenix/bank/v1/account',
        'GET /v1/taxes/account-fees',
        'POST /v1/bank/accounts/{sub}/transfers/internal',
      ]),
    );
    expect(byPath.map((op) => op.key)).toEqual(
      expect.arrayContaining([
        'GET /v1/bank/accounts/{sub}',
        'GET /v1/bank/accounts/{sub}/statement',
        'POST /v1/bank/accounts/{sub}/transfers/internal',
      ]),
    );
  });

  describe('account_id header of another holder: 403 ACCOUNT_MISMATCH, nothing shown or done', () => {
    it.each(byHeader.map((op) => [op.key, op] as const))('%s', async (_key, op) => {
      const before = await carlosState();
      // Maria's own token and device; Carlos's account everywhere else (path and hash included).
      const url = aimedAtCarlos(op.path);
      const res = await t.app.inject({
        method: op.method,
        url,
        headers: {
          authorization: `Bearer ${maria.token}`,
          account_id: carlos.accountId,
          device_key: maria.deviceKey,
          transaction_hash: await transactionHash(t.app, carlos.accountId, op.method, url),
          'idempotency-key': randomUUID(),
        },
        ...(withBody(op.method) ? { payload: {} } : {}),
      });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toEqual({ code: 'ACCOUNT_MISMATCH', message: expect.any(String) });
      expectNothingShown(res.body);
      expect(await carlosState()).toEqual(before);
    });
  });

  describe('{sub} of another holder with the caller’s own headers: 404, nothing shown or done', () => {
    it.each(byPath.map((op) => [op.key, op] as const))('%s', async (_key, op) => {
      const before = await carlosState();
      const res = await call(t.app, maria, {
        method: op.method,
        url: aimedAtCarlos(op.path),
        headers: { 'idempotency-key': randomUUID() },
        ...(withBody(op.method) ? { payload: {} } : {}),
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ code: 'ACCOUNT_NOT_FOUND', message: 'Conta não encontrada.' });
      expectNothingShown(res.body);
      expect(await carlosState()).toEqual(before);
    });
  });

  it('DELETE /otp/v1/devices/{id}: another holder’s device is 404 to the caller’s own session', async () => {
    const before = await carlosState();
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/otp/v1/devices/${carlosDeviceId}`,
      headers: sessionHeaders(maria),
    });
    expect(res.statusCode).toBe(404);
    expectNothingShown(res.body);
    expect(await carlosState()).toEqual(before);
    const list = await t.app.inject({
      method: 'GET',
      url: '/otp/v1/devices',
      headers: sessionHeaders(maria),
    });
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(carlosDeviceId);
  });

  it('POST /hash/auth is public by design: it answers only a single-use hash, no account data', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/hash/auth',
      headers: { account_id: carlos.accountId },
      payload: { method: 'GET', url: `/v1/bank/accounts/${carlos.accountId}` },
    });
    expect(res.statusCode).toBe(200);
    expect(Object.keys(res.json()).sort()).toEqual(['data', 'expires_in']);
    expectNothingShown(res.body);
    // The hash is bound to Carlos's account: with Maria's session it opens nothing.
    const url = `/v1/bank/accounts/${maria.accountId}`;
    const foreignHash = await transactionHash(t.app, carlos.accountId, 'GET', url);
    const misuse = await t.app.inject({
      method: 'GET',
      url,
      headers: { ...sessionHeaders(maria), transaction_hash: foreignHash },
    });
    expect(misuse.statusCode).toBe(403);
    expect(misuse.json().code).toBe('TRANSACTION_HASH_INVALID');
  });
});
