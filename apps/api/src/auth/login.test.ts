import { decodeJwt } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../seed';
import { createTestClock } from '../testing/testClock';
import { createTestApp, login, solveCaptcha, type TestApp } from '../testing/testApp';

describe('sign-in', () => {
  let t: TestApp;
  const clock = createTestClock();
  // Each test signs in from its own address, so the per-IP limit is only met where tested.
  let ip = 10;
  const nextIp = () => `203.0.113.${ip++}`;
  const attempt = async (body: Record<string, unknown>, remoteAddress = nextIp()) =>
    t.app.inject({
      method: 'POST',
      url: '/v3/public/bank/login',
      payload: { altcha: await solveCaptcha(t.app), ...body },
      remoteAddress,
    });

  beforeAll(async () => {
    t = await createTestApp({
      clock,
      config: {
        rateLimits: {
          ...(await import('../testing/testApp')).testConfig().rateLimits,
          loginPerEmail: { max: 6, windowMs: 60_000 },
          loginPerIp: { max: 6, windowMs: 60_000 },
        },
      },
    });
  });
  afterAll(() => t.close());

  it('gives a token whose sub is the account, the account status and the accounts', async () => {
    const res = await attempt({ email: ' Maria@IPE.dev ', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    const { rows } = await t.db.query<{ id: string }>(
      `SELECT id FROM accounts WHERE document = '52998224725'`,
    );
    const accountId = rows[0]!.id;
    expect(body.account_status).toEqual({
      account_id: accountId,
      provider_status: 'REGULAR',
      status: 1,
      status_name: 'ACTIVE',
      user_type: 1,
      can_transact: true,
      unique_id_key_hash: null,
      user_name: 'Maria Oliveira Santos',
    });
    expect(body.accounts).toEqual([
      expect.objectContaining({
        account_id: accountId,
        name: 'Maria Oliveira Santos',
        kind: 'person',
      }),
    ]);
    const claims = decodeJwt(body.token);
    expect(claims.sub).toBe(accountId);
    expect(claims.exp! - claims.iat!).toBe(15 * 60);
    expect(body.expires_in).toBe(15 * 60);
    expect(body.token_type).toBe('Bearer');
  });

  it('keeps passwords as argon2id hashes', async () => {
    const { rows } = await t.db.query<{ password_hash: string; pin_hash: string }>(
      `SELECT password_hash, pin_hash FROM users WHERE email = 'maria@ipe.dev'`,
    );
    expect(rows[0]!.password_hash).toMatch(/^\$argon2id\$/);
    expect(rows[0]!.pin_hash).toMatch(/^\$argon2id\$/);
  });

  it('answers a wrong password and an unknown e-mail alike', async () => {
    const wrong = await attempt({ email: 'carlos@ipe.dev', password: 'errada' });
    const unknown = await attempt({ email: 'ninguem@ipe.dev', password: DEMO_PASSWORD });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({
      code: 'INVALID_CREDENTIALS',
      message: 'E-mail ou senha incorretos.',
    });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('tells each account its status: company operator, consult mode, blocked', async () => {
    const ana = (await attempt({ email: 'ana@ipe.dev', password: DEMO_PASSWORD })).json();
    expect(ana.account_status).toMatchObject({
      user_type: 2,
      status_name: 'ACTIVE',
      can_transact: false,
      // The person, not the company she operates.
      user_name: 'Ana Beatriz Souza',
    });
    expect(ana.accounts[0]).toMatchObject({
      name: 'Padaria Ipê Amarelo Ltda',
      can_transact: false,
    });
    const joao = (await attempt({ email: 'joao@ipe.dev', password: DEMO_PASSWORD })).json();
    expect(joao.account_status.provider_status).toBe('PENDING_DOCUMENTS');
    const pedro = (await attempt({ email: 'pedro@ipe.dev', password: DEMO_PASSWORD })).json();
    expect(pedro.account_status).toMatchObject({ status: 5, status_name: 'BLOCKED' });
  });

  it('requires a solved captcha, once, before it expires', async () => {
    const credentials = { email: 'carlos@ipe.dev', password: DEMO_PASSWORD };
    const none = await t.app.inject({
      method: 'POST',
      url: '/v3/public/bank/login',
      payload: credentials,
      remoteAddress: nextIp(),
    });
    expect(none.statusCode).toBe(400);
    expect(none.json().fields).toHaveProperty('altcha');

    const forged = await attempt({
      ...credentials,
      altcha: Buffer.from('{"a":1}').toString('base64'),
    });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().code).toBe('CAPTCHA_INVALID');

    // A solution with the counter changed is not a solution.
    const solved = JSON.parse(Buffer.from(await solveCaptcha(t.app), 'base64').toString());
    solved.solution.counter += 1;
    solved.solution.derivedKey = '00'.repeat(32);
    const wrong = await attempt({
      ...credentials,
      altcha: Buffer.from(JSON.stringify(solved)).toString('base64'),
    });
    expect(wrong.json().code).toBe('CAPTCHA_INVALID');

    const altcha = await solveCaptcha(t.app);
    expect((await attempt({ ...credentials, altcha })).statusCode).toBe(200);
    const replay = await attempt({ ...credentials, altcha });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().code).toBe('CAPTCHA_INVALID');

    const stale = await solveCaptcha(t.app);
    clock.advance(11 * 60_000);
    const late = await attempt({ ...credentials, altcha: stale });
    expect(late.json().code).toBe('CAPTCHA_INVALID');
  });

  it("judges a captcha by the server's clock, even one far behind the wall clock", async () => {
    // A clock a year back (as a test's fixed date becomes, once the calendar passes it): the
    // library's own wall-clock expiry must not refuse what the server's clock still accepts.
    const past = createTestClock(new Date(Date.now() - 365 * 24 * 60 * 60_000));
    const behind = await createTestApp({ clock: past });
    try {
      const credentials = { email: 'carlos@ipe.dev', password: DEMO_PASSWORD };
      const fresh = await login(behind.app, {
        ...credentials,
        altcha: await solveCaptcha(behind.app),
      });
      expect(fresh.statusCode, fresh.body).toBe(200);
      const stale = await solveCaptcha(behind.app);
      past.advance(11 * 60_000);
      const late = await login(behind.app, { ...credentials, altcha: stale });
      expect(late.json().code).toBe('CAPTCHA_INVALID');
    } finally {
      await behind.close();
    }
  });

  it('limits attempts per e-mail, whatever the address they come from', async () => {
    for (let i = 0; i < 6; i++) {
      expect((await attempt({ email: 'alvo@exemplo.dev', password: `x${i}` })).statusCode).toBe(
        401,
      );
    }
    const blocked = await attempt({ email: 'alvo@exemplo.dev', password: DEMO_PASSWORD });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({
      code: 'RATE_LIMITED',
      retry_after_seconds: expect.any(Number),
    });
    expect(blocked.json().message).toMatch(/^Muitas tentativas\. Tente novamente em/);
    expect(blocked.headers['retry-after']).toBeDefined();
    expect((await attempt({ email: 'ana@ipe.dev', password: DEMO_PASSWORD })).statusCode).toBe(200);
  });

  it('limits attempts per address, whatever the e-mail', async () => {
    const address = '198.51.100.7';
    const emails = ['a', 'b', 'c', 'd', 'e', 'f'].map((x) => `${x}@exemplo.dev`);
    for (const email of emails) {
      expect((await attempt({ email, password: 'x' }, address)).statusCode).toBe(401);
    }
    const refused = await attempt({ email: 'g@exemplo.dev', password: 'x' }, address);
    expect(refused.statusCode).toBe(429);
    expect(refused.json().code).toBe('RATE_LIMITED');
    expect((await attempt({ email: 'g@exemplo.dev', password: 'x' })).statusCode).toBe(401);
  });

  it('passes errors through login() as the API client expects', async () => {
    const res = await login(t.app, { email: 'joao@ipe.dev', password: 'x', altcha: 'x' }, {});
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json()).sort()).toEqual(['code', 'fields', 'message']);
  });
});
