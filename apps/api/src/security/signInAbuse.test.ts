import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createTestApp,
  login,
  signIn,
  solveCaptcha,
  testConfig,
  type TestApp,
} from '../testing/testApp';

const JUNK_CAPTCHA = Buffer.from(JSON.stringify({ challenge: {}, solution: {} })).toString(
  'base64',
);

/**
 * Nobody can lock a holder out of sign-in or password recovery without doing the proof of work
 * (docs/security/threat-model.md, "Someone on the internet").
 */
describe('sign-in attempts count only after the captcha', () => {
  let t: TestApp;

  beforeAll(async () => {
    // Per-IP limits out of the way: every request here comes from the same address.
    const many = { max: 1_000, windowMs: 60_000 };
    const base = testConfig();
    t = await createTestApp({
      config: { rateLimits: { ...base.rateLimits, loginPerIp: many, recoveryPerIp: many } },
    });
  });
  afterAll(() => t.close());

  it('twenty junk captchas for an e-mail do not lock its holder out', async () => {
    const perEmail = t.app.ipe.config.rateLimits.loginPerEmail.max;
    for (let i = 0; i < perEmail * 2; i++) {
      const res = await login(t.app, {
        email: 'maria@ipe.dev',
        password: 'chute',
        altcha: JUNK_CAPTCHA,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json().code).toBe('CAPTCHA_INVALID');
    }
    const maria = await signIn(t.app, 'maria@ipe.dev');
    expect(maria.token).toBeTruthy();
  });

  it('wrong passwords with a solved captcha still count per e-mail', async () => {
    const perEmail = t.app.ipe.config.rateLimits.loginPerEmail.max;
    const statuses: number[] = [];
    for (let i = 0; i <= perEmail; i++) {
      const res = await login(t.app, {
        email: 'joao@ipe.dev',
        password: 'chute',
        altcha: await solveCaptcha(t.app),
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, perEmail).every((status) => status === 401)).toBe(true);
    expect(statuses[perEmail]).toBe(429);
  });

  it('junk password-recovery requests do not use up the holder’s', async () => {
    const perEmail = t.app.ipe.config.rateLimits.recoveryPerEmail.max;
    for (let i = 0; i < perEmail * 2; i++) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/v3/public/bank/password/forgot',
        payload: { email: 'carlos@ipe.dev', altcha: JUNK_CAPTCHA },
      });
      expect(res.statusCode).toBe(400);
    }
    const real = await t.app.inject({
      method: 'POST',
      url: '/v3/public/bank/password/forgot',
      payload: { email: 'carlos@ipe.dev', altcha: await solveCaptcha(t.app) },
    });
    expect(real.statusCode).toBe(202);
  });

  it('the per-IP limit still applies before the captcha is looked at', async () => {
    const limited = await createTestApp({
      seed: false,
      config: {
        ...testConfig(),
        rateLimits: { ...testConfig().rateLimits, loginPerIp: { max: 3, windowMs: 60_000 } },
      },
    });
    try {
      const statuses: number[] = [];
      for (let i = 0; i < 5; i++) {
        const res = await login(limited.app, {
          email: `pessoa${i}@ipe.dev`,
          password: 'chute',
          altcha: JUNK_CAPTCHA,
        });
        statuses.push(res.statusCode);
      }
      expect(statuses).toEqual([400, 400, 400, 429, 429]);
    } finally {
      await limited.close();
    }
  });
});
