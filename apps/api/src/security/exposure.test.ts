import { spawnSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, productionProblems } from '../config';
import { serverSecrets } from '../secrets';
import {
  createTestApp,
  lastEmailedCode,
  operatorHeaders,
  signIn,
  testConfig,
  type TestApp,
} from '../testing/testApp';

/**
 * What a default `pnpm start` shows to a stranger on the same network, and what production
 * refuses to start with (docs/security/threat-model.md, "The demo on a laptop").
 */
describe('the demo is safe on a shared network', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('listens on loopback unless HOST says otherwise', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('shows the e-mail outbox (sign-in and device codes) only to the operator', async () => {
    const maria = await signIn(t.app, 'maria@ipe.dev');
    await t.app.inject({
      method: 'POST',
      url: '/otp/v1/devices/challenges',
      headers: {
        authorization: `Bearer ${maria.token}`,
        account_id: maria.accountId,
        device_key: maria.deviceKey,
      },
      payload: { channel: 'email' },
    });
    const url = '/dev/outbox?to=maria@ipe.dev';
    // inject comes from 127.0.0.1: being local is no credential.
    const anonymous = await t.app.inject({ method: 'GET', url });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({
      code: 'ADMIN_TOKEN_INVALID',
      message: 'Acesso de operador negado.',
    });
    expect(anonymous.body).not.toMatch(/\d{6}/);
    const wrong = await t.app.inject({
      method: 'GET',
      url,
      headers: { 'x-admin-token': 'x'.repeat(43) },
    });
    expect(wrong.statusCode).toBe(401);
    expect(await lastEmailedCode(t.app, 'maria@ipe.dev')).toMatch(/^\d{6}$/);
  });

  it('never serves the outbox in production, whatever the configuration says', async () => {
    const production = await createTestApp({
      config: { ...testConfig(), env: 'production', devRoutes: true },
    });
    try {
      const res = await production.app.inject({
        method: 'GET',
        url: '/dev/outbox',
        headers: operatorHeaders(production.app),
      });
      expect(res.statusCode).toBe(404);
    } finally {
      await production.close();
    }
  });

  it('keeps no secret in the database: a copy of every table holds none of them', async () => {
    await signIn(t.app, 'maria@ipe.dev');
    const secrets = Object.values(serverSecrets(t.app.ipe.config.secrets));
    const { rows: tables } = await t.db.query<{ table_name: string }>(
      `SELECT table_name FROM information_schema.tables
        WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'`,
    );
    expect(tables.map((row) => row.table_name)).not.toContain('server_secrets');
    expect(tables.length).toBeGreaterThan(10);
    for (const { table_name } of tables) {
      const { rows } = await t.db.query<{ row: string }>(
        `SELECT t::text AS row FROM "${table_name}" t`,
      );
      for (const { row } of rows) {
        for (const secret of secrets) expect(row).not.toContain(secret);
      }
    }
  });

  it('derives each secret from the master key, and a fixed value wins', () => {
    const masterKey = 'k'.repeat(40);
    const a = serverSecrets({ masterKey, jwt: undefined, captcha: undefined, admin: undefined });
    const b = serverSecrets({ masterKey, jwt: undefined, captcha: undefined, admin: undefined });
    expect(a).toEqual(b);
    expect(new Set([a.jwt, a.captcha, a.admin]).size).toBe(3);
    expect(
      serverSecrets({ masterKey, jwt: 'fixed', captcha: undefined, admin: undefined }).jwt,
    ).toBe('fixed');
    expect(() =>
      serverSecrets({ masterKey: undefined, jwt: undefined, captcha: undefined, admin: undefined }),
    ).toThrow(/IPE_SECRET_KEY/);
    expect(() => loadConfig({ IPE_SECRET_KEY: 'short' })).toThrow(/32/);
  });
});

describe('production refuses to start unsafe', () => {
  it('names demo data, a missing secret key and a missing operator token, and how to set them', () => {
    const problems = productionProblems(loadConfig({ NODE_ENV: 'production' }));
    expect(problems).toHaveLength(3);
    expect(problems.join('\n')).toMatch(/IPE_SEED_DEMO=false/);
    expect(problems.join('\n')).toMatch(/IPE_SECRET_KEY/);
    expect(problems.join('\n')).toMatch(/IPE_ADMIN_TOKEN/);
    expect(
      productionProblems(
        loadConfig({
          NODE_ENV: 'production',
          IPE_SEED_DEMO: 'false',
          IPE_SECRET_KEY: 'k'.repeat(44),
          IPE_ADMIN_TOKEN: 'a'.repeat(43),
        }),
      ),
    ).toEqual([]);
    expect(productionProblems(loadConfig({ NODE_ENV: 'development' }))).toEqual([]);
  });

  it('exits with the reasons before it opens the database', () => {
    const apiDir = join(dirname(fileURLToPath(import.meta.url)), '../..');
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', '--conditions=source', 'src/main.ts'],
      {
        cwd: apiDir,
        env: {
          ...process.env,
          NODE_ENV: 'production',
          DATABASE_URL: '',
          IPE_DATA_DIR: '/nonexistent',
        },
        encoding: 'utf8',
        timeout: 60_000,
      },
    );
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('O Ipê não inicia em produção assim');
    expect(run.stderr).toContain('IPE_SEED_DEMO=false');
  });
});

describe('trusted proxies', () => {
  it('takes a number of hops or a list of proxies, never "everyone"', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ IPE_TRUST_PROXY: '1' }).trustProxy).toBe(1);
    expect(loadConfig({ IPE_TRUST_PROXY: '10.0.0.5, 10.1.0.0/16' }).trustProxy).toEqual([
      '10.0.0.5',
      '10.1.0.0/16',
    ]);
    expect(() => loadConfig({ IPE_TRUST_PROXY: 'true' })).toThrow(/número|number/);
  });

  async function signInsAllowed(trustProxy: false | number, forwardedFor: (i: number) => string) {
    const limited = await createTestApp({
      seed: false,
      config: {
        ...testConfig(),
        trustProxy,
        rateLimits: { ...testConfig().rateLimits, loginPerIp: { max: 5, windowMs: 60_000 } },
      },
    });
    try {
      let allowed = 0;
      for (let i = 0; i < 40; i++) {
        const res = await limited.app.inject({
          method: 'POST',
          url: '/v3/public/bank/login',
          headers: { 'x-forwarded-for': forwardedFor(i) },
          payload: {},
        });
        if (res.statusCode !== 429) allowed += 1;
      }
      return allowed;
    } finally {
      await limited.close();
    }
  }

  it('keeps the per-IP limit for 40 sign-ins with forged X-Forwarded-For', async () => {
    // No proxy trusted: the header is ignored.
    expect(await signInsAllowed(false, (i) => `203.0.113.${i}`)).toBe(5);
    // One proxy trusted: only the address it appended counts, not what the client wrote before it.
    expect(await signInsAllowed(1, (i) => `198.51.100.${i}, 203.0.113.7`)).toBe(5);
    // …and real clients behind that proxy are told apart.
    expect(await signInsAllowed(1, (i) => `203.0.113.${i}`)).toBe(40);
    // 80-odd argon2 checks: on a busy 2-core runner this outlasts the default minute.
  }, 180_000);
});
