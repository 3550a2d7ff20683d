import { describe, expect, it, vi } from 'vitest';
import axios, { type AxiosResponse } from 'axios';
import { z } from 'zod';
import { HEALTH_CHECK_PATH, SERVICE_FLAGS } from '@ipe/domain';
import { RESPONSE_SCHEMAS } from '../generated/response-schemas';
import { createFakeServer, on } from '../testing/fakeServer';
import { createResponseSchemaLookup, type ResponseSchemaEntry } from './responseSchemas';
import {
  preloadResponseSchema,
  ResponseValidationError,
  validateResponse,
} from './validateResponse';

const Balance = z.object({ data: z.object({ balance: z.int() }) });
const Account = z.object({ id: z.string() });
const entries: ResponseSchemaEntry[] = [
  { method: 'GET', path: '/phoenix/bank/v1/account/{id}', status: 200, schema: Account },
  { method: 'GET', path: '/phoenix/bank/v1/account/balance', status: 200, schema: Balance },
  { method: 'POST', path: '/v1/bank/accounts/{sub}/changename', status: 200, schema: Account },
];

function client(reply: { status: number; data: unknown }, baseURL = 'https://bank.example/api') {
  const server = createFakeServer([() => reply]);
  const instance = axios.create({ baseURL, adapter: server.adapter });
  instance.interceptors.response.use(validateResponse(instance, entries));
  return instance;
}

describe('createResponseSchemaLookup', () => {
  const lookup = createResponseSchemaLookup(entries);
  it('matches templates segment by segment, literal paths first', () => {
    expect(lookup('get', '/phoenix/bank/v1/account/balance')?.schema).toBe(Balance);
    expect(lookup('GET', '/phoenix/bank/v1/account/abc')?.schema).toBe(Account);
    expect(lookup('GET', '/phoenix/bank/v1/account/abc/')?.schema).toBe(Account);
    expect(lookup('GET', '/phoenix/bank/v1/account/a/b')).toBeUndefined();
    expect(lookup('POST', '/phoenix/bank/v1/account/abc')).toBeUndefined();
    expect(lookup('POST', '/v1/bank/accounts/u-1/changename')?.schema).toBe(Account);
  });
});

describe('validateResponse', () => {
  it('parses a matching answer with its schema (unknown keys dropped)', async () => {
    const response = await client({ status: 200, data: { data: { balance: 1050 }, extra: 1 } }).get(
      '/phoenix/bank/v1/account/balance',
    );
    expect(response.data).toEqual({ data: { balance: 1050 } });
  });

  it('rejects an answer that breaks the contract', async () => {
    const error = await client({ status: 200, data: { data: { balance: 10.5 } } })
      .get('/phoenix/bank/v1/account/balance')
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseValidationError);
    const validation = error as ResponseValidationError;
    expect(validation.method).toBe('GET');
    expect(validation.path).toBe('/phoenix/bank/v1/account/balance');
    expect(validation.issues[0]?.path).toEqual(['data', 'balance']);
    expect(validation.response.status).toBe(200);
    expect(validation.message).toMatch(/does not match the API contract/);
  });

  it('works with absolute URLs and without a base path', async () => {
    await expect(
      client({ status: 200, data: { id: 5 } }, 'https://bank.example').get(
        'https://bank.example/phoenix/bank/v1/account/x',
      ),
    ).rejects.toBeInstanceOf(ResponseValidationError);
  });

  it('leaves unknown routes and other statuses alone', async () => {
    const unknown = await client({ status: 200, data: 'anything' }).get('/elsewhere');
    expect(unknown.data).toBe('anything');
    const created = await client({ status: 201, data: 'anything' }).post(
      '/v1/bank/accounts/u/changename',
    );
    expect(created.data).toBe('anything');
  });

  it('validates the paths as seen below the base URL path', async () => {
    const server = createFakeServer([
      on('GET', '/phoenix/bank/v1/account/balance', { status: 200, data: {} }),
    ]);
    const instance = axios.create({
      baseURL: 'https://bank.example/api/',
      adapter: server.adapter,
    });
    instance.interceptors.response.use(validateResponse(instance, entries));
    await expect(instance.get('/phoenix/bank/v1/account/balance')).rejects.toBeInstanceOf(
      ResponseValidationError,
    );
  });

  it('loads a schema given as a loader with the first answer that needs it', async () => {
    const load = vi.fn(async () => Balance);
    const server = createFakeServer([
      on('GET', '/phoenix/bank/v1/account/balance', {
        status: 200,
        data: { data: { balance: 7 } },
      }),
      on('GET', '/phoenix/bank/v1/account/x', { status: 200, data: { id: 'x' } }),
    ]);
    const instance = axios.create({ baseURL: 'https://bank.example', adapter: server.adapter });
    instance.interceptors.response.use(
      validateResponse(instance, [
        { method: 'GET', path: '/phoenix/bank/v1/account/balance', status: 200, schema: load },
        { method: 'GET', path: '/phoenix/bank/v1/account/{id}', status: 200, schema: Account },
      ]),
    );
    await instance.get('/phoenix/bank/v1/account/x');
    expect(load).not.toHaveBeenCalled();
    expect((await instance.get('/phoenix/bank/v1/account/balance')).data).toEqual({
      data: { balance: 7 },
    });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('with the preload, loads the schema while the request waits for its answer', async () => {
    const load = vi.fn(async () => Balance);
    let answer: (reply: AxiosResponse) => void = () => {};
    const instance = axios.create({
      baseURL: 'https://bank.example/api',
      adapter: (config) =>
        new Promise<AxiosResponse>((resolve) => {
          answer = (reply) => resolve({ ...reply, config });
        }),
    });
    const schemas: ResponseSchemaEntry[] = [
      { method: 'GET', path: '/phoenix/bank/v1/account/balance', status: 200, schema: load },
    ];
    instance.interceptors.request.use(preloadResponseSchema(instance, schemas));
    instance.interceptors.response.use(validateResponse(instance, schemas));
    const response = instance.get('/phoenix/bank/v1/account/balance');
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    answer({
      status: 200,
      statusText: 'OK',
      headers: {},
      data: { data: { balance: 3 }, extra: 1 },
    } as AxiosResponse);
    expect((await response).data).toEqual({ data: { balance: 3 } });
  });

  it('every generated entry loads the zod schema of its own answer, the health check’s with the registry', async () => {
    expect(RESPONSE_SCHEMAS.length).toBeGreaterThan(100);
    for (const entry of RESPONSE_SCHEMAS) {
      const startup = entry.method === 'GET' && entry.path === HEALTH_CHECK_PATH;
      // Every page's first call: its schema must not cost a round trip after the registry.
      expect(typeof entry.schema, `${entry.method} ${entry.path}`).toBe(
        startup ? 'object' : 'function',
      );
      const schema = typeof entry.schema === 'function' ? await entry.schema() : entry.schema;
      expect(schema, `${entry.method} ${entry.path}`).toHaveProperty('_zod');
    }
  });

  it('checks answers with the generated Zod Mini schemas', async () => {
    const healthy = {
      ...Object.fromEntries(SERVICE_FLAGS.map((flag) => [flag, true])),
      general_failure: false,
    };
    const answer = (data: unknown) => {
      const server = createFakeServer([on('GET', HEALTH_CHECK_PATH, { status: 200, data })]);
      const instance = axios.create({ baseURL: 'https://bank.example', adapter: server.adapter });
      instance.interceptors.response.use(validateResponse(instance, RESPONSE_SCHEMAS));
      return instance.get(HEALTH_CHECK_PATH);
    };
    expect((await answer({ ...healthy, extra: 1 })).data).toEqual(healthy);
    const error = await answer({ ...healthy, service_pix: 'yes' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ResponseValidationError);
    expect((error as ResponseValidationError).issues[0]?.path).toEqual(['service_pix']);
  });
});
