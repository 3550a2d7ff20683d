import { describe, expect, it } from 'vitest';
import { createTypedStorage, storageKey } from '@ipe/domain';
import { createBankClients } from '../clients/createBankClients';
import { createMemoryStore } from '../session/memoryStore';
import { createFakeServer, on, type FakeRoute } from '../testing/fakeServer';
import { DEVICE_KEY_STORAGE_NAME } from './credentials';

const baseUrls = {
  bank: 'https://bank.example',
  otp: 'https://otp.example',
  captcha: 'https://captcha.example',
  postalCode: 'https://cep.example',
  extract: 'https://extract.example',
  bankServices: 'https://services.example',
};

/** A hash service that hands out hash-1, hash-2, … */
function hashService(): FakeRoute {
  let issued = 0;
  return (request) =>
    request.method === 'POST' && request.url === '/hash/auth'
      ? { status: 200, data: { data: `hash-${++issued}` } }
      : undefined;
}

const ok: FakeRoute = () => ({ status: 200, data: { data: {} } });

function signedIn(options: { deviceKey?: boolean } = {}) {
  const storage = createMemoryStore();
  const typed = createTypedStorage(storage);
  typed.set('JWT_TOKEN', 'jwt-abc');
  typed.set('ACCOUNT_STATUS', {
    account_id: 'acc-1',
    provider_status: 'REGULAR',
    status: 1,
    user_type: 1,
  });
  if (options.deviceKey !== false) typed.set(DEVICE_KEY_STORAGE_NAME, 'device-xyz');
  return storage;
}

function setup(storage = signedIn(), extra: Partial<Parameters<typeof createBankClients>[0]> = {}) {
  const server = createFakeServer([hashService(), ok]);
  const clients = createBankClients({
    baseUrls,
    storage,
    navigator: { navigate: () => undefined },
    notifier: { notify: () => undefined },
    adapter: server.adapter,
    responseSchemas: [],
    ...extra,
  });
  const calls = () => server.seen.filter((r) => r.url !== '/hash/auth');
  const hashCalls = () => server.seen.filter((r) => r.url === '/hash/auth');
  return { clients, server, calls, hashCalls, storage };
}

const AUTH_HEADERS = ['account_id', 'device_key', 'authorization', 'transaction_hash'];

describe('request side: public calls carry no auth headers', () => {
  it.each([
    ['POST', '/v3/public/bank/login'],
    ['GET', '/service/checkhealth'],
    ['GET', '/service/checkhealth/'],
    ['GET', '/v1/public/boleto/123'],
  ])('%s %s', async (method, url) => {
    const { clients, calls, hashCalls } = setup();
    await clients.bank.request({ method, url, data: { email: 'a@b.c', password: 'x' } });
    expect(hashCalls()).toHaveLength(0);
    for (const header of AUTH_HEADERS) expect(calls()[0]!.headers).not.toHaveProperty(header);
  });
});

describe('request side: authenticated calls of the main bank API', () => {
  it('carry account id, device key, token and a transaction hash', async () => {
    const { clients, calls, hashCalls } = setup();
    await clients.bank.get('/v1/bank/accounts/acc-1/balance');
    expect(calls()[0]!.headers).toMatchObject({
      account_id: 'acc-1',
      device_key: 'device-xyz',
      authorization: 'Bearer jwt-abc',
      transaction_hash: 'hash-1',
    });
    // POST /hash/auth {method, url} with the account_id header, and nothing else of the session
    expect(hashCalls()).toHaveLength(1);
    expect(hashCalls()[0]!.data).toEqual({ method: 'GET', url: '/v1/bank/accounts/acc-1/balance' });
    expect(hashCalls()[0]!.headers.account_id).toBe('acc-1');
    expect(hashCalls()[0]!.headers).not.toHaveProperty('transaction_hash');
  });

  it('ask for a fresh hash for every request', async () => {
    const { clients, calls, hashCalls } = setup();
    await clients.bank.get('/phoenix/bank/v1/account');
    await clients.bank.get('/phoenix/bank/v1/account');
    await clients.bank.post('/v1/bank/accounts/acc-1/changename', { name: 'Ana' });
    expect(calls().map((c) => c.headers.transaction_hash)).toEqual(['hash-1', 'hash-2', 'hash-3']);
    expect(hashCalls().map((c) => c.data)).toEqual([
      { method: 'GET', url: '/phoenix/bank/v1/account' },
      { method: 'GET', url: '/phoenix/bank/v1/account' },
      { method: 'POST', url: '/v1/bank/accounts/acc-1/changename' },
    ]);
  });

  it('bind the hash to the URL the server sees: base path, params and query included', async () => {
    const { clients, hashCalls } = setup(signedIn(), {
      baseUrls: { ...baseUrls, bank: 'https://bank.example/api/' },
    });
    await clients.bank.get('/v1/taxes/account-fees', { params: { type: 'pix' } });
    expect(hashCalls()[0]!.data).toEqual({
      method: 'GET',
      url: '/api/v1/taxes/account-fees?type=pix',
    });
  });

  it('ask the hash service at its own base URL when configured', async () => {
    const { clients, hashCalls } = setup(signedIn(), {
      baseUrls: { ...baseUrls, hash: 'https://hash.example' },
    });
    await clients.bank.get('/phoenix/bank/v1/account');
    expect(hashCalls()[0]!.baseURL).toBe('https://hash.example');
  });

  it('ask for no hash for a call to the hash service itself', async () => {
    const { clients, calls, hashCalls } = setup();
    await clients.bank.post('/hash/auth', { method: 'GET', url: '/phoenix/bank/v1/account' });
    expect(hashCalls()).toHaveLength(1); // the call itself, nothing nested
    expect(hashCalls()[0]!.headers).toMatchObject({ account_id: 'acc-1' });
    expect(hashCalls()[0]!.headers).not.toHaveProperty('transaction_hash');
    expect(calls()).toHaveLength(0);
  });

  it('read the credentials anew on every request', async () => {
    const { clients, calls, storage } = setup();
    await clients.bank.get('/phoenix/bank/v1/account');
    createTypedStorage(storage).set('JWT_TOKEN', 'jwt-new');
    await clients.bank.get('/phoenix/bank/v1/account');
    expect(calls().map((c) => c.headers.authorization)).toEqual([
      'Bearer jwt-abc',
      'Bearer jwt-new',
    ]);
  });

  it('without a session send no token and ask for no hash', async () => {
    const { clients, calls, hashCalls } = setup(createMemoryStore());
    await clients.bank.get('/phoenix/bank/v1/account');
    expect(hashCalls()).toHaveLength(0);
    for (const header of AUTH_HEADERS) expect(calls()[0]!.headers).not.toHaveProperty(header);
  });

  it('without a device key still send the rest', async () => {
    const { clients, calls } = setup(signedIn({ deviceKey: false }));
    await clients.bank.get('/phoenix/bank/v1/account');
    expect(calls()[0]!.headers).not.toHaveProperty('device_key');
    expect(calls()[0]!.headers.transaction_hash).toBe('hash-1');
  });

  it('fail when the hash service answers without data.data, without calling the route', async () => {
    const server = createFakeServer([on('POST', '/hash/auth', { status: 200, data: {} }), ok]);
    const clients = createBankClients({
      baseUrls,
      storage: signedIn(),
      navigator: { navigate: () => undefined },
      notifier: { notify: () => undefined },
      adapter: server.adapter,
      responseSchemas: [],
    });
    await expect(clients.bank.get('/phoenix/bank/v1/account')).rejects.toThrow(/data\.data/);
    expect(server.seen.map((r) => r.url)).toEqual(['/hash/auth']);
  });

  it('use custom header names and credentials when given', async () => {
    const { clients, calls } = setup(createMemoryStore(), {
      headerNames: { token: 'x-token', transactionHash: 'x-hash' },
      credentials: async () => ({ token: 'tok', accountId: 'acc-9', deviceKey: null }),
    });
    await clients.bank.get('/phoenix/bank/v1/account');
    expect(calls()[0]!.headers).toMatchObject({
      'x-token': 'tok',
      account_id: 'acc-9',
      'x-hash': 'hash-1',
    });
  });

  it('ignore credentials that are not strings', async () => {
    const storage = createMemoryStore();
    const typed = createTypedStorage(storage);
    typed.set('ACCOUNT_STATUS', 'nonsense' as never);
    typed.set(DEVICE_KEY_STORAGE_NAME, '');
    storage.setItem(storageKey('JWT_TOKEN'), 'num|42');
    const { clients, calls } = setup(storage);
    await clients.bank.get('/phoenix/bank/v1/account');
    for (const header of AUTH_HEADERS) expect(calls()[0]!.headers).not.toHaveProperty(header);
  });
});

describe('request side: the other clients', () => {
  it('extract sends the token only', async () => {
    const { clients, calls, hashCalls } = setup();
    await clients.extract.get('/statements/2026-11.pdf');
    expect(calls()[0]!.headers.authorization).toBe('Bearer jwt-abc');
    expect(calls()[0]!.headers).not.toHaveProperty('account_id');
    expect(calls()[0]!.headers).not.toHaveProperty('device_key');
    expect(calls()[0]!.headers).not.toHaveProperty('transaction_hash');
    expect(hashCalls()).toHaveLength(0);
  });

  it.each(['bankServices', 'otp'] as const)(
    '%s sends token, account id and device key, without a hash',
    async (name) => {
      const { clients, calls, hashCalls } = setup();
      await clients[name].get('/anything');
      expect(calls()[0]!.headers).toMatchObject({
        authorization: 'Bearer jwt-abc',
        account_id: 'acc-1',
        device_key: 'device-xyz',
      });
      expect(calls()[0]!.headers).not.toHaveProperty('transaction_hash');
      expect(hashCalls()).toHaveLength(0);
    },
  );

  it.each(['captcha', 'postalCode'] as const)('%s sends no auth headers', async (name) => {
    const { clients, calls, hashCalls } = setup();
    await clients[name].get('/x');
    for (const header of AUTH_HEADERS) expect(calls()[0]!.headers).not.toHaveProperty(header);
    expect(hashCalls()).toHaveLength(0);
  });
});
