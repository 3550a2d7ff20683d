import { afterEach, describe, expect, it } from 'vitest';
import axios from 'axios';
import { createBankClients } from '../clients/createBankClients';
import { createMemoryStore } from '../session/memoryStore';
import { createFakeServer } from '../testing/fakeServer';
import { ResponseValidationError, validateResponse } from '../validation/validateResponse';
import { apiOfPath } from './apiOfPath';
import {
  bankRequest,
  bindBankClient,
  bindBankClients,
  bindBankClientsOnFirstCall,
  boundUrlOf,
} from './bankRequest';

function fakeClient(name: string) {
  const server = createFakeServer([(r) => ({ status: 200, data: { from: name, url: r.url } })]);
  return { client: axios.create({ baseURL: 'https://x', adapter: server.adapter }), server };
}

afterEach(() => {
  bindBankClient(undefined);
  bindBankClients(undefined);
});

describe('bankRequest (the generated functions’ mutator)', () => {
  it('fails clearly when no client is bound', async () => {
    await expect(bankRequest({ url: '/a', method: 'GET' })).rejects.toThrow(/bindBankClient/);
  });

  it('uses the bound client and answers the data', async () => {
    const { client } = fakeClient('bound');
    expect(bindBankClient(client)).toBeUndefined();
    await expect(bankRequest({ url: '/a', method: 'GET' })).resolves.toEqual({
      from: 'bound',
      url: '/a',
    });
    expect(bindBankClient(undefined)).toBe(client);
  });

  it('prefers a client given per call and merges its headers over the generated ones', async () => {
    bindBankClient(fakeClient('bound').client);
    const other = fakeClient('other');
    await expect(
      bankRequest(
        { url: '/b', method: 'POST', headers: { 'Content-Type': 'application/json' }, data: {} },
        { client: other.client, headers: { 'Idempotency-Key': 'k-1' } },
      ),
    ).resolves.toEqual({ from: 'other', url: '/b' });
    expect(other.server.seen[0]!.headers).toMatchObject({
      'content-type': 'application/json',
      'idempotency-key': 'k-1',
    });
  });
});

describe('bankRequest with the six clients bound (bindBankClients)', () => {
  const origin = (name: string) => `https://${name}.example`;
  const baseUrls = {
    bank: origin('bank'),
    otp: origin('otp'),
    captcha: origin('captcha'),
    postalCode: origin('cep'),
    extract: origin('extract'),
    bankServices: origin('services'),
  };

  function sixClients() {
    const server = createFakeServer([
      (r) =>
        r.url === '/hash/auth'
          ? { status: 200, data: { data: 'h-1', expires_in: 60 } }
          : { status: 200, data: { from: r.baseURL } },
    ]);
    const storage = createMemoryStore();
    return {
      server,
      clients: createBankClients({
        baseUrls,
        storage,
        navigator: { navigate: () => undefined },
        notifier: { notify: () => undefined },
        adapter: server.adapter,
        responseSchemas: [],
      }),
    };
  }

  it('sends each call through the client of its API', async () => {
    const { clients } = sixClients();
    expect(bindBankClients(clients)).toBeUndefined();
    const from = (url: string) =>
      bankRequest<{ from: string }>({ url, method: 'GET' }).then((d) => d.from);
    expect(await from('/otp/v1/devices')).toBe(origin('otp'));
    expect(await from('/captcha/challenge')).toBe(origin('captcha'));
    expect(await from('/cep/01310100')).toBe(origin('cep'));
    expect(await from('/phoenix/bank/v1/account')).toBe(origin('bank'));
    expect(await from('/v3/public/bank/login')).toBe(origin('bank'));
    expect(bindBankClients(undefined)).toBe(clients);
  });

  it('takes the clients of one call over the bound ones', async () => {
    bindBankClient(fakeClient('bound').client);
    const { clients } = sixClients();
    const answer = await bankRequest<{ from: string }>(
      { url: '/otp/v1/devices', method: 'GET' },
      { clients },
    );
    expect(answer.from).toBe(origin('otp'));
  });

  it('bindBankClient still answers the main client bound by bindBankClients', () => {
    const { clients } = sixClients();
    bindBankClients(clients);
    expect(bindBankClient(undefined)).toBe(clients.bank);
  });

  it('bindBankClientsOnFirstCall makes the clients on the first call, once, and answers URLs before', async () => {
    const { clients } = sixClients();
    let made = 0;
    bindBankClientsOnFirstCall({
      baseUrls: {
        ...baseUrls,
        captcha: `${origin('captcha')}/`,
        extract: { test: origin('extract') },
      },
      environment: 'test',
      make: async () => {
        made += 1;
        return clients;
      },
    });
    // The same addresses the clients' getUri gives, without making them.
    expect(boundUrlOf('/captcha/challenge')).toBe(
      clients.captcha.getUri({ url: '/captcha/challenge' }),
    );
    expect(boundUrlOf('/extract/v1/x')).toBe(`${origin('extract')}/extract/v1/x`);
    expect(made).toBe(0);
    const from = (url: string) =>
      bankRequest<{ from: string }>({ url, method: 'GET' }).then((d) => d.from);
    expect(await Promise.all([from('/otp/v1/devices'), from('/v3/public/bank/login')])).toEqual([
      origin('otp'),
      origin('bank'),
    ]);
    expect(await from('/cep/01310100')).toBe(origin('cep'));
    expect(made).toBe(1);
  });

  it('bindBankClientsOnFirstCall tries a failed make again on the next call', async () => {
    const { clients } = sixClients();
    let attempts = 0;
    bindBankClientsOnFirstCall({
      baseUrls,
      make: async () => {
        attempts += 1;
        if (attempts === 1) throw new Error('chunk failed');
        return clients;
      },
    });
    await expect(bankRequest({ url: '/v1/a', method: 'GET' })).rejects.toThrow('chunk failed');
    await expect(bankRequest({ url: '/v1/a', method: 'GET' })).resolves.toEqual({
      from: origin('bank'),
    });
  });

  it.each([
    ['/otp/v1', 'otp'],
    ['/captcha/x', 'captcha'],
    ['/cep/1', 'postalCode'],
    ['/extract/v1/accounts/x/statement', 'extract'],
    ['/v1/bank/accounts/x/otp/', 'bank'],
    ['/hash/auth', 'bank'],
  ])('apiOfPath(%s) is %s', (path, api) => {
    expect(apiOfPath(path)).toBe(api);
  });
});

describe('bankRequest validates answers against the contract', () => {
  const balance = {
    balance: 100,
    posted: 100,
    pending_debits: 0,
    pending_credits: 0,
    currency: 'BRL',
    updated_at: '2026-11-23T00:00:00.000Z',
  };

  it('parses the answer of a client without a validator with the generated schema', async () => {
    const { client } = answering({ ...balance, extra: 'dropped' });
    bindBankClient(client);
    await expect(
      bankRequest({ url: '/phoenix/bank/v1/account/balance', method: 'GET' }),
    ).resolves.toEqual(balance);
  });

  it('rejects an answer that breaks the contract with ResponseValidationError', async () => {
    const { client } = answering({ ...balance, balance: '1,00' });
    bindBankClient(client);
    const error = await bankRequest({
      url: '/phoenix/bank/v1/account/balance',
      method: 'GET',
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect((error as ResponseValidationError).path).toBe('/phoenix/bank/v1/account/balance');
  });

  it("leaves it to a client's own validator when it has one", async () => {
    const { client } = answering({ anything: true });
    // A validator that knows no schema: the answer is looked at, and left as it is.
    client.interceptors.response.use(validateResponse(client, []));
    bindBankClient(client);
    await expect(
      bankRequest({ url: '/phoenix/bank/v1/account/balance', method: 'GET' }),
    ).resolves.toEqual({ anything: true });
  });
});

function answering(data: unknown) {
  const server = createFakeServer([() => ({ status: 200, data })]);
  return { client: axios.create({ baseURL: 'https://x/api', adapter: server.adapter }), server };
}
