import { Writable } from 'node:stream';
import { SignJWT, decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClock } from '../testing/testClock';
import {
  call,
  createTestApp,
  signIn,
  transactionHash,
  type Session,
  type TestApp,
} from '../testing/testApp';

describe('authenticated calls', () => {
  let t: TestApp;
  let maria: Session;
  let carlos: Session;
  const clock = createTestClock();
  const statement = (s: Session) => `/v1/bank/accounts/${s.accountId}/statement`;
  const raw = (url: string, headers: Record<string, string>) =>
    t.app.inject({ method: 'GET', url, headers });

  /** The server's log, as JSON lines: what a refusal says, and at which level. */
  const logged: { level: number; msg: string; refusal?: string }[] = [];
  const logStream = new Writable({
    write(chunk, _encoding, done) {
      for (const line of String(chunk).split('\n').filter(Boolean)) logged.push(JSON.parse(line));
      done();
    },
  });

  beforeAll(async () => {
    t = await createTestApp({ clock, logStream });
    maria = await signIn(t.app, 'maria@ipe.dev');
    carlos = await signIn(t.app, 'carlos@ipe.dev');
  });
  afterAll(() => t.close());

  it('passes with token, account id, device key and a fresh hash', async () => {
    const res = await call(t.app, maria, { method: 'GET', url: statement(maria) });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.items.length).toBeGreaterThan(5);
  });

  it('answers 401 without a token, or with a bad, forged or expired one', async () => {
    const url = statement(maria);
    const hash = () => transactionHash(t.app, maria.accountId, 'GET', url);
    const base = { account_id: maria.accountId, device_key: maria.deviceKey };
    const cases: Record<string, string>[] = [
      { ...base, transaction_hash: await hash() },
      { ...base, authorization: 'Bearer nao.e.jwt', transaction_hash: await hash() },
      { ...base, authorization: maria.token, transaction_hash: await hash() },
    ];
    const claims = decodeJwt(maria.token);
    const forged = await new SignJWT({ uid: claims.uid, sid: claims.sid })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(maria.accountId)
      .setIssuer('ipe')
      .setAudience('ipe-bank')
      .setExpirationTime('1h')
      .sign(new TextEncoder().encode('outra-chave-qualquer'));
    cases.push({ ...base, authorization: `Bearer ${forged}`, transaction_hash: await hash() });
    for (const headers of cases) {
      const res = await raw(url, headers);
      expect(res.statusCode).toBe(401);
      expect(res.json().message).toBe('Sua sessão expirou. Entre novamente.');
    }
    const early = await signIn(t.app, 'maria@ipe.dev');
    clock.advance(15 * 60_000 + 1_000);
    const expired = await call(t.app, early, { method: 'GET', url: statement(early) });
    expect(expired.statusCode).toBe(401);
    expect(expired.json().code).toBe('SESSION_INVALID');
    maria = await signIn(t.app, 'maria@ipe.dev');
    carlos = await signIn(t.app, 'carlos@ipe.dev');
  });

  it('answers 401 after sign-out', async () => {
    const session = await signIn(t.app, 'maria@ipe.dev');
    const out = await t.app.inject({
      method: 'POST',
      url: '/v3/bank/logout',
      headers: { authorization: `Bearer ${session.token}`, account_id: session.accountId },
    });
    expect(out.statusCode).toBe(204);
    expect(
      (await call(t.app, session, { method: 'GET', url: statement(session) })).statusCode,
    ).toBe(401);
  });

  it('refuses an account_id header other than the token’s', async () => {
    const res = await call(t.app, maria, {
      method: 'GET',
      url: statement(maria),
      headers: { account_id: carlos.accountId },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().code).toBe('ACCOUNT_MISMATCH');
  });

  describe('transaction hash', () => {
    const headers = (s: Session, hash?: string) => ({
      authorization: `Bearer ${s.token}`,
      account_id: s.accountId,
      device_key: s.deviceKey,
      ...(hash ? { transaction_hash: hash } : {}),
    });

    it('is required', async () => {
      const res = await raw(statement(maria), headers(maria));
      expect(res.statusCode).toBe(403);
      expect(res.json().code).toBe('TRANSACTION_HASH_INVALID');
    });

    it('works once: a replayed request is refused', async () => {
      const url = statement(maria);
      const hash = await transactionHash(t.app, maria.accountId, 'GET', url);
      expect((await raw(url, headers(maria, hash))).statusCode).toBe(200);
      const replay = await raw(url, headers(maria, hash));
      expect(replay.statusCode).toBe(403);
      expect(replay.json().code).toBe('TRANSACTION_HASH_INVALID');
    });

    it('works once however many copies of a request arrive together', async () => {
      // Spends that arrive together go in one statement (spendQueue.ts): one copy spends the
      // hash, the others are replays, whether they meet in that statement or in the table.
      const url = statement(maria);
      const hash = await transactionHash(t.app, maria.accountId, 'GET', url);
      const answers = await Promise.all(
        Array.from({ length: 5 }, () => raw(url, headers(maria, hash))),
      );
      expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 403, 403, 403, 403]);
    });

    it('is refused for another account, method or URL', async () => {
      const url = statement(carlos);
      const foreign = await transactionHash(t.app, maria.accountId, 'GET', url);
      expect((await raw(url, headers(carlos, foreign))).statusCode).toBe(403);
      const otherUrl = await transactionHash(t.app, carlos.accountId, 'GET', `${url}?limit=1`);
      expect((await raw(url, headers(carlos, otherUrl))).statusCode).toBe(403);
      const otherMethod = await transactionHash(t.app, carlos.accountId, 'POST', url);
      expect((await raw(url, headers(carlos, otherMethod))).statusCode).toBe(403);
      const good = await transactionHash(t.app, carlos.accountId, 'GET', `${url}?limit=1`);
      expect((await raw(`${url}?limit=1`, headers(carlos, good))).statusCode).toBe(200);
    });

    it('expires after a minute', async () => {
      const url = statement(carlos);
      const hash = await transactionHash(t.app, carlos.accountId, 'GET', url);
      clock.advance(61_000);
      expect((await raw(url, headers(carlos, hash))).statusCode).toBe(403);
    });

    it('is logged as a warning only when forged: a replay or an expired one is a retry', async () => {
      const url = statement(maria);
      const refusals = () =>
        logged
          .filter((line) => line.msg === 'transaction hash refused')
          .map(({ level, refusal }) => ({ level, refusal }));
      logged.length = 0;
      const hash = await transactionHash(t.app, maria.accountId, 'GET', url);
      await raw(url, headers(maria, hash));
      expect((await raw(url, headers(maria, hash))).statusCode).toBe(403);
      const late = await transactionHash(t.app, maria.accountId, 'GET', url);
      clock.advance(61_000);
      expect((await raw(url, headers(maria, late))).statusCode).toBe(403);
      const forged = `${hash.slice(0, -1)}${hash.endsWith('A') ? 'B' : 'A'}`;
      expect((await raw(url, headers(maria, forged))).statusCode).toBe(403);
      // pino's levels: 30 info, 40 warn.
      expect(refusals()).toEqual([
        { level: 30, refusal: 'used' },
        { level: 30, refusal: 'expired' },
        { level: 40, refusal: 'malformed_or_forged' },
      ]);
    });

    it('is issued for any well-formed account id, telling no one whether the account exists', async () => {
      const issue = (accountId: string, payload: object) =>
        t.app.inject({
          method: 'POST',
          url: '/hash/auth',
          headers: { account_id: accountId },
          payload,
        });
      const unknown = await issue('00000000-0000-4000-8000-000000000000', {
        method: 'GET',
        url: '/x',
      });
      const known = await issue(maria.accountId, { method: 'GET', url: '/x' });
      expect(unknown.statusCode).toBe(200);
      expect(known.statusCode).toBe(200);
      expect(Object.keys(unknown.json())).toEqual(Object.keys(known.json()));
      expect((await issue('nada', { method: 'GET', url: '/x' })).statusCode).toBe(404);
      const bad = await issue(maria.accountId, { method: 'TRACE', url: 'sem-barra' });
      expect(bad.statusCode).toBe(400);
      expect(Object.keys(bad.json().fields).sort()).toEqual(['method', 'url']);
      const ok = await issue(maria.accountId, { method: 'get', url: '/v1/x?y=1' });
      expect(ok.json()).toEqual({
        data: expect.stringMatching(/^[A-Za-z0-9_-]{43}$/),
        expires_in: 60,
      });
    });
  });
});
