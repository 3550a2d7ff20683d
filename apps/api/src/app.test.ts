import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { DEMO_PASSWORD } from './seed';
import { XSRF_COOKIE } from './security';
import { call, createTestApp, signIn, solveCaptcha, type TestApp } from './testing/testApp';

describe('the app', () => {
  let t: TestApp;
  const logs: string[] = [];
  beforeAll(async () => {
    const stream = new Writable({
      write(chunk, _encoding, done) {
        logs.push(String(chunk));
        done();
      },
    });
    t = await createTestApp({ logStream: stream });
  });
  afterAll(() => t.close());

  it('answers unknown routes and bad JSON in the one error shape, without a stack', async () => {
    const missing = await t.app.inject({ method: 'GET', url: '/v1/nothing-here' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ code: 'NOT_FOUND', message: 'Recurso não encontrado.' });

    const broken = await t.app.inject({
      method: 'POST',
      url: '/v3/public/bank/login',
      headers: { 'content-type': 'application/json' },
      payload: '{"email": ',
    });
    expect(broken.statusCode).toBe(400);
    expect(broken.json()).toEqual({
      code: 'INVALID_REQUEST',
      message: 'A requisição não pôde ser lida. Verifique os dados enviados.',
    });
    expect(broken.body).not.toMatch(/at .*\.(ts|js):\d+/);
  });

  it("works on a request only after the event loop's other callbacks of that turn", async () => {
    // Stands for a database answer that arrived in the same turn as the request: it is handled
    // first (app.ts). Without the wait, the whole 404 is answered before it.
    const order: string[] = [];
    setImmediate(() => order.push('the other callback'));
    await t.app.inject({ method: 'GET', url: '/v1/nothing-here' });
    order.push('the answer');
    expect(order).toEqual(['the other callback', 'the answer']);
  });

  it('answers invalid input with 400 and a code per field', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/v3/public/bank/login',
      payload: { email: 'não é e-mail', password: '' },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(body.fields).toMatchObject({
      email: 'EMAIL_INVALID',
      password: 'REQUIRED',
    });
    expect(body.fields.altcha).toEqual(expect.any(String));
  });

  it('sets strict security headers and a request id on every answer', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/service/checkhealth',
      headers: { 'x-request-id': 'trace-12345678' },
    });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).toContain("default-src 'self'");
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(res.headers['x-frame-options']).toBe('DENY');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(res.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(res.headers['x-request-id']).toBe('trace-12345678');
    const other = await t.app.inject({ method: 'GET', url: '/service/checkhealth' });
    expect(other.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('writes one access line per answered request, with its id, route and status', async () => {
    await t.app.inject({
      method: 'GET',
      url: '/service/checkhealth',
      headers: { 'x-request-id': 'access-line-1' },
    });
    // The line is written once the answer has gone; inject resolves first.
    await new Promise((resolve) => setImmediate(resolve));
    const lines = logs
      .flatMap((chunk) => chunk.split('\n').filter(Boolean))
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .filter((entry) => entry.reqId === 'access-line-1');
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      msg: 'request completed',
      req: { method: 'GET', url: '/service/checkhealth' },
      res: { statusCode: 200 },
      responseTime: expect.any(Number),
    });
  });

  it('makes a request its own logger only when it logs, bound to its id', async () => {
    const lineOf = (reqId: string, msg: string) =>
      logs
        .flatMap((chunk) => chunk.split('\n').filter(Boolean))
        .map((line) => JSON.parse(line) as Record<string, unknown>)
        .filter((entry) => entry.reqId === reqId && entry.msg === msg);
    const child = vi.spyOn(t.app.log, 'child');
    const madeFor = (reqId: string) =>
      child.mock.calls.filter(([bindings]) => (bindings as { reqId?: string }).reqId === reqId);
    try {
      await t.app.inject({
        method: 'GET',
        url: '/service/checkhealth',
        headers: { 'x-request-id': 'quiet-request-1' },
      });
      await new Promise((resolve) => setImmediate(resolve));
      expect(lineOf('quiet-request-1', 'request completed')).toHaveLength(1);
      expect(madeFor('quiet-request-1')).toHaveLength(0);

      const refused = await t.app.inject({
        method: 'POST',
        url: '/v3/public/bank/login',
        headers: { 'content-type': 'application/json', 'x-request-id': 'refused-request-1' },
        payload: '{"email": ',
      });
      expect(refused.statusCode).toBe(400);
      expect(madeFor('refused-request-1')).toHaveLength(1);
      expect(lineOf('refused-request-1', 'request refused')).toHaveLength(1);
    } finally {
      child.mockRestore();
    }
  });

  it('hands out the XSRF cookie and refuses a browser request that does not echo it', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/' });
    const cookie = first.cookies.find((c) => c.name === XSRF_COOKIE);
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Strict' });
    // The page's scripts must read it to echo it.
    expect(cookie).not.toHaveProperty('httpOnly');
    const value = cookie!.value;

    const forged = await t.app.inject({
      method: 'POST',
      url: '/v3/public/bank/login',
      cookies: { [XSRF_COOKIE]: value },
      payload: { email: 'maria@ipe.dev', password: DEMO_PASSWORD, altcha: 'x' },
    });
    expect(forged.statusCode).toBe(403);
    expect(forged.json().code).toBe('XSRF_MISMATCH');

    const echoed = await t.app.inject({
      method: 'POST',
      url: '/v3/public/bank/login',
      cookies: { [XSRF_COOKIE]: value },
      headers: { 'x-xsrf-token': value },
      payload: {
        email: 'maria@ipe.dev',
        password: DEMO_PASSWORD,
        altcha: await solveCaptcha(t.app),
      },
    });
    expect(echoed.statusCode).toBe(200);
  });

  it('hands no XSRF cookie to a caller that brings its own Authorization and keeps none', async () => {
    const withAuthorization = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { authorization: 'Bearer not-a-session' },
    });
    expect(withAuthorization.cookies.find((c) => c.name === XSRF_COOKIE)).toBeUndefined();
    // Each page that has none gets a fresh one.
    const pages = await Promise.all([1, 2].map(() => t.app.inject({ method: 'GET', url: '/' })));
    const [a, b] = pages.map((page) => page.cookies.find((c) => c.name === XSRF_COOKIE)?.value);
    expect(a).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(b).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(a).not.toBe(b);
  });

  it('serves a pt-BR placeholder page when the web app is not built', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    expect(res.body).toContain('lang="pt-BR"');
    expect(res.body).toContain('pnpm --filter @ipe/web build');
  });

  it('never writes a password, token, PIN or device key to the log', async () => {
    const session = await signIn(t.app, 'maria@ipe.dev');
    await call(t.app, session, { method: 'GET', url: '/v3/bank/logout-nope' });
    t.app.log.info(
      { password: DEMO_PASSWORD, token: session.token, nested: { pin: '1234' } },
      'probe',
    );
    const all = logs.join('');
    expect(all).toContain('probe');
    expect(all).toContain('reqId');
    for (const secret of [DEMO_PASSWORD, session.token, session.deviceKey, '"1234"']) {
      expect(all).not.toContain(secret);
    }
  });
});
