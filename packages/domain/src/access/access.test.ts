import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CONSULT_THRESHOLDS,
  HEALTH_CHECK_PATH,
  HTTP_TIMEOUT_MS,
  SERVICE_FLAGS,
  guardRoute,
  isGuardedPath,
  waitsForHealthAnswer,
  isConsultMode,
  isPublicCall,
  isSuccessStatus,
  requiredServices,
  type AccountStatus,
  type HealthFlags,
} from './index';

const operating: AccountStatus = {
  account_id: 'acc-1',
  provider_status: 'REGULAR',
  status: 1,
  user_type: 2,
  unique_id_key_hash: null,
};

const allUp: HealthFlags = {
  service_statement: true,
  service_balance: true,
  service_pay: true,
  service_receive: true,
  service_pix: true,
  service_security: true,
  service_transfer: true,
  general_failure: false,
};

describe('isConsultMode (SPEC §4/§6)', () => {
  it('operates when every rule passes', () => {
    expect(isConsultMode(operating, { idSession: null })).toBe(false);
    expect(isConsultMode({ ...operating, status: 0, user_type: 1 }, {})).toBe(false);
  });

  it('is consult mode when provider_status is not REGULAR', () => {
    for (const provider_status of ['BLOCKED', 'regular', '', 'PENDING']) {
      expect(isConsultMode({ ...operating, provider_status }, {})).toBe(true);
    }
  });

  it('is consult mode when status is greater than 1', () => {
    expect(CONSULT_THRESHOLDS.status).toBe(1);
    expect(isConsultMode({ ...operating, status: 2 }, {})).toBe(true);
    expect(isConsultMode({ ...operating, status: 1 }, {})).toBe(false);
  });

  it('is consult mode when user_type is greater than 2', () => {
    expect(CONSULT_THRESHOLDS.userType).toBe(2);
    expect(isConsultMode({ ...operating, user_type: 3 }, {})).toBe(true);
    expect(isConsultMode({ ...operating, user_type: 2 }, {})).toBe(false);
  });

  it('is consult mode with a device key hash but no device session id', () => {
    const bound = { ...operating, unique_id_key_hash: 'abc123' };
    expect(isConsultMode(bound, {})).toBe(true);
    expect(isConsultMode(bound, { idSession: '' })).toBe(true);
    expect(isConsultMode(bound, { idSession: null })).toBe(true);
    expect(isConsultMode(bound, { idSession: 'session-1' })).toBe(false);
  });

  it('is read-only when no status is known or its numbers are not numbers', () => {
    expect(isConsultMode(null, {})).toBe(true);
    expect(isConsultMode(undefined)).toBe(true);
    expect(isConsultMode({ ...operating, status: Number.NaN }, {})).toBe(true);
    expect(isConsultMode({ ...operating, user_type: undefined as unknown as number }, {})).toBe(
      true,
    );
  });

  it('agrees with the four rules on any status (property)', () => {
    fc.assert(
      fc.property(
        fc.constantFrom('REGULAR', 'BLOCKED', 'CLOSED'),
        fc.integer({ min: -1, max: 5 }),
        fc.integer({ min: -1, max: 5 }),
        fc.option(fc.string({ minLength: 1 })),
        fc.option(fc.string({ minLength: 1 })),
        (provider_status, status, user_type, hash, idSession) => {
          const expected =
            provider_status !== 'REGULAR' ||
            status > 1 ||
            user_type > 2 ||
            (hash !== null && idSession === null);
          const actual = isConsultMode(
            { account_id: 'a', provider_status, status, user_type, unique_id_key_hash: hash },
            { idSession },
          );
          expect(actual).toBe(expected);
        },
      ),
    );
  });
});

describe('requiredServices (SPEC §2 table)', () => {
  it.each([
    ['/statement', ['service_statement', 'service_balance']],
    ['/bank/statement/account', ['service_statement', 'service_balance']],
    ['/bank/statement/card', ['service_statement', 'service_balance']],
    ['/bank/payment', ['service_pay']],
    ['/bank/receive/title', ['service_receive']],
    ['/bank/pix', ['service_pix']],
    ['/bank/pix/keys', ['service_pix']],
    ['/bank/pix/pay/key', ['service_pix']],
    ['/insurance', ['service_security']],
    ['/bank/transfer/outrosBancos', ['service_transfer']],
    // segment matching reads the table literally: a Pix receiving screen is also a receive screen
    ['/bank/pix/receive/qrcode?amount=10', ['service_pix', 'service_receive']],
    ['/bank/statement/account/statement', ['service_statement', 'service_balance']],
  ])('%s needs %j', (path, services) => {
    expect(requiredServices(path)).toEqual(services);
  });

  it.each([
    '/',
    '/bank',
    '/bank/home',
    '/bank/settings/security',
    '/bank/error',
    '/bank/pixels',
    '/help',
    '/bank/toString',
    '/bank/__proto__',
  ])('%s needs nothing', (path) => {
    expect(requiredServices(path)).toEqual([]);
  });

  it('only ever names known service flags', () => {
    fc.assert(
      fc.property(fc.string(), (path) => {
        for (const service of requiredServices(path)) expect(SERVICE_FLAGS).toContain(service);
      }),
    );
  });
});

describe('guardRoute (SPEC §2, in order)', () => {
  const ok = { accountStatus: operating, health: allUp, healthFailed: false };

  it('leaves paths without /bank alone, whatever the state', () => {
    for (const path of [
      '/',
      '/forgotPassword',
      '/status',
      '/logout',
      '/error',
      '/help',
      '/boleto/x',
      '/activate',
    ]) {
      expect(guardRoute(path, { accountStatus: null, health: null, healthFailed: true })).toEqual({
        allow: true,
      });
      expect(isGuardedPath(path)).toBe(false);
    }
    for (const path of ['/bank', '/bank/home', '/bank/pix/keys', '/bank/error']) {
      expect(isGuardedPath(path)).toBe(true);
    }
  });

  it('a screen waits for the health answer only where its flags decide it (rule 3)', () => {
    for (const path of ['/bank/pix/keys', '/bank/statement', '/bank/transfer', '/bank/payment']) {
      expect(waitsForHealthAnswer(path)).toBe(true);
    }
    // The answer can only send these to /error (rule 2), or nowhere when public.
    for (const path of ['/bank/home', '/bank/settings/account', '/bank/error', '/', '/pix']) {
      expect(waitsForHealthAnswer(path)).toBe(false);
    }
  });

  it('1. no stored account status → /logout (before anything else)', () => {
    expect(
      guardRoute('/bank/home', {
        accountStatus: null,
        health: { ...allUp, general_failure: true },
        healthFailed: true,
      }),
    ).toEqual({ redirect: '/logout' });
    expect(guardRoute('/bank/pix', { ...ok, accountStatus: undefined })).toEqual({
      redirect: '/logout',
    });
    // storage hands back the raw string for a corrupt value
    const corrupt = 'garbage' as unknown as AccountStatus;
    expect(guardRoute('/bank/home', { ...ok, accountStatus: corrupt })).toEqual({
      redirect: '/logout',
    });
  });

  it('2. failed health check or general_failure → /error', () => {
    expect(guardRoute('/bank/home', { ...ok, healthFailed: true })).toEqual({ redirect: '/error' });
    expect(
      guardRoute('/bank/home', { ...ok, health: { ...allUp, general_failure: true } }),
    ).toEqual({
      redirect: '/error',
    });
    // general_failure wins over a service flag that is also down
    expect(
      guardRoute('/bank/pix', {
        ...ok,
        health: { ...allUp, service_pix: false, general_failure: true },
      }),
    ).toEqual({ redirect: '/error' });
  });

  it('3. a needed service down → /bank/error', () => {
    expect(
      guardRoute('/bank/pix/keys', { ...ok, health: { ...allUp, service_pix: false } }),
    ).toEqual({
      redirect: '/bank/error',
    });
    expect(
      guardRoute('/bank/statement/account', {
        ...ok,
        health: { ...allUp, service_balance: false },
      }),
    ).toEqual({ redirect: '/bank/error' });
    expect(
      guardRoute('/bank/statement/account', {
        ...ok,
        health: { ...allUp, service_statement: false },
      }),
    ).toEqual({ redirect: '/bank/error' });
    expect(
      guardRoute('/bank/payment', { ...ok, health: { ...allUp, service_pay: false } }),
    ).toEqual({
      redirect: '/bank/error',
    });
  });

  it('allows a path whose own services are up even if others are down', () => {
    const health = { ...allUp, service_pix: false, service_transfer: false };
    expect(guardRoute('/bank/home', { ...ok, health })).toEqual({ allow: true });
    expect(guardRoute('/bank/payment', { ...ok, health })).toEqual({ allow: true });
    expect(guardRoute('/bank/error', { ...ok, health })).toEqual({ allow: true });
  });

  it('/bank/error never redirects to itself', () => {
    const allDown = Object.fromEntries(
      Object.keys(allUp).map((k) => [k, false]),
    ) as unknown as HealthFlags;
    expect(guardRoute('/bank/error', { ...ok, health: allDown })).toEqual({ allow: true });
  });

  it('does not block on flags the health answer has not given yet', () => {
    expect(guardRoute('/bank/pix', { ...ok, health: null })).toEqual({ allow: true });
    expect(guardRoute('/bank/pix', { ...ok, health: { general_failure: false } })).toEqual({
      allow: true,
    });
  });
});

describe('guardRoute (property)', () => {
  const flags = fc.record({
    service_statement: fc.boolean(),
    service_balance: fc.boolean(),
    service_pay: fc.boolean(),
    service_receive: fc.boolean(),
    service_pix: fc.boolean(),
    service_security: fc.boolean(),
    service_transfer: fc.boolean(),
    general_failure: fc.boolean(),
  });
  const segment = fc.constantFrom(
    'bank',
    'statement',
    'payment',
    'receive',
    'pix',
    'insurance',
    'transfer',
    'home',
    'error',
    'keys',
  );
  const path = fc.array(segment, { maxLength: 4 }).map((segments) => `/${segments.join('/')}`);

  it('follows the spec order for any path, status and health', () => {
    fc.assert(
      fc.property(
        path,
        fc.option(fc.constant(operating)),
        flags,
        fc.boolean(),
        (p, accountStatus, health, healthFailed) => {
          const decision = guardRoute(p, { accountStatus, health, healthFailed });
          let expected: object = { allow: true };
          if (p.split('/').includes('bank')) {
            if (accountStatus === null) expected = { redirect: '/logout' };
            else if (healthFailed || health.general_failure) expected = { redirect: '/error' };
            else if (requiredServices(p).some((s) => !health[s]))
              expected = { redirect: '/bank/error' };
          }
          expect(decision).toEqual(expected);
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('public calls and HTTP defaults (SPEC §7/§9)', () => {
  it.each([
    ['/v3/public/bank/login', true],
    ['https://api.example.com/v3/public/bank/login', true],
    [HEALTH_CHECK_PATH, true],
    ['/service/checkhealth/', true],
    ['https://api.example.com/service/checkhealth?x=1', true],
    ['/phoenix/bank/v1/account', false],
    ['/v1/bank/accounts/42/balance', false],
    ['/service/checkhealthy', false],
    ['/publicity', false],
    ['', false],
  ])('isPublicCall(%s) = %s', (url, expected) => {
    expect(isPublicCall(url)).toBe(expected);
  });

  it('treats a missing url as not public', () => {
    expect(isPublicCall(undefined)).toBe(false);
    expect(isPublicCall(null)).toBe(false);
  });

  it('has no HTTP timeout and succeeds on 200..299', () => {
    expect(HTTP_TIMEOUT_MS).toBe(0);
    expect([199, 200, 204, 299, 300, 401, 200.5].map(isSuccessStatus)).toEqual([
      false,
      true,
      true,
      true,
      false,
      false,
      false,
    ]);
  });
});
