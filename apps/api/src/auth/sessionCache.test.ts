import { randomUUID } from 'node:crypto';
import { encodePin } from '@ipe/domain';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD, DEMO_PIN } from '../seed';
import {
  call,
  createTestApp,
  enableDevice,
  operatorHeaders,
  sessionHeaders,
  signIn,
  type Session,
  type TestApp,
} from '../testing/testApp';
import { createSessionCache } from './sessionCache';

describe('session cache', () => {
  const key = { sessionId: 's', userId: 'u', accountId: 'a', deviceKeyHash: 'd' };

  it('keeps an entry for its time only, and nothing when disabled', () => {
    // Monotonic time as performance.now() gives it: never 0 once the process runs.
    let now = 5_000;
    const cache = createSessionCache<string>({ ttlMs: 1_000, now: () => now });
    cache.set(key, 'row', cache.epoch());
    expect(cache.get(key)).toBe('row');
    expect(cache.get({ ...key, deviceKeyHash: null })).toBeUndefined();
    now = 5_999;
    expect(cache.get(key)).toBe('row');
    now = 6_001;
    expect(cache.get(key)).toBeUndefined();
    now = 7_000;
    cache.set(key, 'row', cache.epoch());
    expect(cache.get({ ...key, accountId: 'other' })).toBeUndefined();
    expect(cache.get(key)).toBeUndefined();
    const off = createSessionCache<string>({ ttlMs: 0 });
    off.set(key, 'row', off.epoch());
    expect(off.get(key)).toBeUndefined();
  });

  it('does not keep a read that a sign-out overtook', () => {
    const cache = createSessionCache<string>({ ttlMs: 1_000 });
    const before = cache.epoch();
    cache.forget({ sessionId: 'another' }); // committed while the read was on its way
    cache.set(key, 'stale', before);
    expect(cache.get(key)).toBeUndefined();
  });

  it('forgets by session, user or account', () => {
    const cache = createSessionCache<string>({ ttlMs: 1_000 });
    const put = (k: typeof key) => cache.set(k, 'row', cache.epoch());
    put(key);
    put({ ...key, sessionId: 's2' });
    put({ ...key, sessionId: 's3', userId: 'u2' });
    cache.forget({ userId: 'u' });
    expect(cache.get(key)).toBeUndefined();
    expect(cache.get({ ...key, sessionId: 's3', userId: 'u2' })).toBe('row');
    cache.forget({ accountId: 'a' });
    expect(cache.get({ ...key, sessionId: 's3', userId: 'u2' })).toBeUndefined();
  });

  it('keeps at most its bound, letting the least recently asked for go', () => {
    const cache = createSessionCache<string>({ ttlMs: 1_000, maxEntries: 2 });
    const put = (sessionId: string) => cache.set({ ...key, sessionId }, sessionId, cache.epoch());
    put('s1');
    put('s2');
    expect(cache.get({ ...key, sessionId: 's1' })).toBe('s1');
    put('s3');
    expect(cache.get({ ...key, sessionId: 's2' })).toBeUndefined();
    expect(cache.get({ ...key, sessionId: 's1' })).toBe('s1');
    expect(cache.get({ ...key, sessionId: 's3' })).toBe('s3');
  });
});

/**
 * With the cache on (as in production), a signed-in customer's requests stop reading the session,
 * and everything that ends or narrows a sign-in takes effect on the very next request.
 */
describe('signed-in requests with the session cache', () => {
  let t: TestApp;
  let padaria: string;
  let pin: string;
  const statement = (s: Session) => `/v1/bank/accounts/${s.accountId}/statement`;
  const pay = (s: Session, withPin = pin) =>
    call(t.app, s, {
      method: 'POST',
      url: `/v1/bank/accounts/${s.accountId}/transfers/internal`,
      headers: { 'idempotency-key': randomUUID() },
      payload: { destination: { account_id: padaria }, amount_cents: 1, pin: withPin },
    });
  const sessionReads = (spy: { mock: { calls: unknown[][] } }) =>
    spy.mock.calls.filter(([sql]) => String(sql).includes('FROM sessions s')).length;

  beforeAll(async () => {
    t = await createTestApp({ config: { sessionCacheMs: 60_000 } });
    padaria = (await signIn(t.app, 'carlos@ipe.dev')).accountId;
    pin = await encodePin(DEMO_PIN);
  });
  afterAll(() => t.close());

  it('reads the session once for a run of requests', async () => {
    const maria = await signIn(t.app, 'maria@ipe.dev');
    const spy = vi.spyOn(t.db, 'query');
    try {
      for (let i = 0; i < 3; i++) {
        expect(
          (await call(t.app, maria, { method: 'GET', url: statement(maria) })).statusCode,
        ).toBe(200);
      }
      expect(sessionReads(spy)).toBe(1);
    } finally {
      spy.mockRestore();
    }
  });

  it('a device enabled or revoked counts at once', async () => {
    const maria = await signIn(t.app, 'maria@ipe.dev');
    expect((await pay(maria)).statusCode).toBe(423); // cached: this device is not enabled
    const deviceId = await enableDevice(t.app, maria, 'maria@ipe.dev');
    expect((await pay(maria)).statusCode).toBe(201);
    const revoked = await t.app.inject({
      method: 'DELETE',
      url: `/otp/v1/devices/${deviceId}`,
      headers: sessionHeaders(maria),
    });
    expect(revoked.statusCode).toBe(204);
    const refused = await pay(maria);
    expect(refused.statusCode).toBe(423);
    expect(refused.json().code).toBe('DEVICE_NOT_ENABLED');
  });

  it('a PIN locked or unlocked counts at once', async () => {
    const maria = await signIn(t.app, 'maria@ipe.dev');
    await enableDevice(t.app, maria, 'maria@ipe.dev');
    expect((await pay(maria)).statusCode).toBe(201);
    const wrong = await encodePin('9876');
    const answers = [await pay(maria, wrong), await pay(maria, wrong), await pay(maria, wrong)];
    expect(answers.map((a) => a.statusCode)).toEqual([403, 403, 429]);
    // The right PIN now meets the lock before the PIN check: consult mode for this person.
    expect((await pay(maria)).statusCode).toBe(423);
    const unlocked = await t.app.inject({
      method: 'POST',
      url: '/admin/users/pin-unlock',
      headers: operatorHeaders(t.app),
      payload: { email: 'maria@ipe.dev' },
    });
    expect(unlocked.statusCode).toBe(204);
    expect((await pay(maria)).statusCode).toBe(201);
  });

  it('a password change signs the other sessions out at once', async () => {
    const here = await signIn(t.app, 'joao@ipe.dev');
    const elsewhere = await signIn(t.app, 'joao@ipe.dev');
    expect(
      (await call(t.app, elsewhere, { method: 'GET', url: statement(elsewhere) })).statusCode,
    ).toBe(200);
    const changed = await call(t.app, here, {
      method: 'POST',
      url: `/v1/bank/accounts/${here.accountId}/security/password`,
      payload: { current_password: DEMO_PASSWORD, new_password: 'Paulista1000' },
    });
    expect(changed.statusCode).toBe(204);
    expect(
      (await call(t.app, elsewhere, { method: 'GET', url: statement(elsewhere) })).statusCode,
    ).toBe(401);
    expect((await call(t.app, here, { method: 'GET', url: statement(here) })).statusCode).toBe(200);
  });
});
