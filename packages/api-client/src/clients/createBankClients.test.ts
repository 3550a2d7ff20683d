import { describe, expect, it } from 'vitest';
import { HTTP_TIMEOUT_MS, createTypedStorage } from '@ipe/domain';
import { createMemoryStore } from '../session/memoryStore';
import { createFakeServer } from '../testing/fakeServer';
import { ResponseValidationError } from '../validation/validateResponse';
import { createBankClients, type BankClients } from './createBankClients';

const baseUrls = {
  bank: 'https://bank.example/api',
  otp: 'https://otp.example',
  captcha: 'https://captcha.example',
  postalCode: 'https://cep.example',
  extract: { development: 'http://localhost:4010', production: 'https://extract.example' },
  bankServices: 'https://services.example',
};

function clients(environment = 'production'): BankClients {
  return createBankClients({
    baseUrls,
    environment,
    storage: createMemoryStore(),
    navigator: { navigate: () => undefined },
    notifier: { notify: () => undefined },
    adapter: createFakeServer().adapter,
  });
}

describe('createBankClients: the six clients of SPEC §7', () => {
  it('gives each client its base URL from config', () => {
    const all = clients();
    expect(Object.keys(all).sort()).toEqual(
      ['bank', 'bankServices', 'captcha', 'extract', 'otp', 'postalCode'].sort(),
    );
    expect(all.bank.defaults.baseURL).toBe(baseUrls.bank);
    expect(all.otp.defaults.baseURL).toBe(baseUrls.otp);
    expect(all.captcha.defaults.baseURL).toBe(baseUrls.captcha);
    expect(all.postalCode.defaults.baseURL).toBe(baseUrls.postalCode);
    expect(all.extract.defaults.baseURL).toBe('https://extract.example');
    expect(all.bankServices.defaults.baseURL).toBe(baseUrls.bankServices);
  });

  it('picks the statement-extract base URL by environment', () => {
    expect(clients('development').extract.defaults.baseURL).toBe('http://localhost:4010');
    expect(() => clients('staging')).toThrow(/staging/);
    expect(() =>
      createBankClients({
        baseUrls,
        storage: createMemoryStore(),
        navigator: { navigate: () => undefined },
        notifier: { notify: () => undefined },
      }),
    ).toThrow(/environment/);
  });

  it('accepts a plain extract base URL', () => {
    const all = createBankClients({
      baseUrls: { ...baseUrls, extract: 'https://extract.example/v2' },
      storage: createMemoryStore(),
      navigator: { navigate: () => undefined },
      notifier: { notify: () => undefined },
    });
    expect(all.extract.defaults.baseURL).toBe('https://extract.example/v2');
  });

  it('applies the generic defaults of SPEC §7 to every client', () => {
    for (const client of Object.values(clients())) {
      const { defaults } = client;
      expect(defaults.headers['Content-Type']).toBe('application/json');
      expect(defaults.headers.Accept).toBe('application/json');
      expect(defaults.timeout).toBe(HTTP_TIMEOUT_MS);
      expect(defaults.timeout).toBe(0);
      expect(defaults.xsrfCookieName).toBe('XSRF-TOKEN');
      expect(defaults.xsrfHeaderName).toBe('X-XSRF-TOKEN');
      const valid = defaults.validateStatus!;
      expect([199, 200, 204, 299, 300, 401, 500].map((s) => valid(s))).toEqual([
        false,
        true,
        true,
        true,
        false,
        false,
        false,
      ]);
    }
  });

  it('takes another XSRF pair from config', () => {
    const all = createBankClients({
      baseUrls,
      environment: 'production',
      storage: createMemoryStore(),
      navigator: { navigate: () => undefined },
      notifier: { notify: () => undefined },
      xsrf: { cookieName: 'ipe-xsrf', headerName: 'x-ipe-xsrf' },
    });
    expect(all.bank.defaults.xsrfCookieName).toBe('ipe-xsrf');
    expect(all.bank.defaults.xsrfHeaderName).toBe('x-ipe-xsrf');
  });

  it('sends JSON with the defaults on the wire', async () => {
    const server = createFakeServer([() => ({ status: 200, data: { ok: true } })]);
    const storage = createMemoryStore();
    createTypedStorage(storage).set('JWT_TOKEN', 't');
    const all = createBankClients({
      baseUrls,
      environment: 'production',
      storage,
      navigator: { navigate: () => undefined },
      notifier: { notify: () => undefined },
      adapter: server.adapter,
    });
    await all.captcha.post('/challenge', { a: 1 });
    expect(server.seen[0]!.headers['content-type']).toBe('application/json');
    expect(server.seen[0]!.headers.accept).toBe('application/json');
    expect(server.seen[0]!.data).toEqual({ a: 1 });
  });

  it('sends no JSON content type on a call without a body (bodyless POST, GET)', async () => {
    const server = createFakeServer([() => ({ status: 204 })]);
    const all = clientsOn(server.adapter);
    for (const client of Object.values(all)) {
      await client.post('/v3/bank/logout');
      await client.get('/x');
      await client.post('/y', {});
    }
    const contentTypes = server.seen.map((r) => `${r.method} ${r.headers['content-type']}`);
    expect(contentTypes).toEqual(
      Object.keys(all).flatMap(() => ['POST undefined', 'GET undefined', 'POST application/json']),
    );
  });

  it.each([
    ['bank', '/phoenix/bank/v1/account/balance'],
    ['otp', '/otp/v1/devices'],
    ['captcha', '/captcha/challenge'],
    ['postalCode', '/cep/01310100'],
  ] as const)('checks the answers of the %s client against the contract', async (name, url) => {
    const server = createFakeServer([() => ({ status: 200, data: { unexpected: true } })]);
    const all = createBankClients({
      baseUrls,
      environment: 'production',
      storage: createMemoryStore(),
      navigator: { navigate: () => undefined },
      notifier: { notify: () => undefined },
      adapter: server.adapter,
    });
    await expect(all[name].get(url)).rejects.toBeInstanceOf(ResponseValidationError);
  });

  it('leaves the answers of the extract and bank-services clients as they are', async () => {
    const server = createFakeServer([() => ({ status: 200, data: { unexpected: true } })]);
    const all = clientsOn(server.adapter);
    await expect(all.extract.get('/phoenix/bank/v1/account/balance')).resolves.toMatchObject({
      data: { unexpected: true },
    });
    await expect(all.bankServices.get('/cep/01310100')).resolves.toMatchObject({
      data: { unexpected: true },
    });
  });
});

function clientsOn(adapter: ReturnType<typeof createFakeServer>['adapter']): BankClients {
  return createBankClients({
    baseUrls,
    environment: 'production',
    storage: createMemoryStore(),
    navigator: { navigate: () => undefined },
    notifier: { notify: () => undefined },
    adapter,
  });
}
