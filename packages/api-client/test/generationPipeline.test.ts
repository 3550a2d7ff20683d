import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTypedStorage } from '@ipe/domain';
import { generateClient } from '../scripts/generate';
import { createBankClients } from '../src/clients/createBankClients';
import { bindBankClient } from '../src/request/bankRequest';
import { createMemoryStore } from '../src/session/memoryStore';
import { createFakeServer, type FakeRoute } from '../src/testing/fakeServer';
import type { ResponseSchemaEntry } from '../src/validation/responseSchemas';
import { ResponseValidationError } from '../src/validation/validateResponse';

/**
 * The generator end to end on a small contract of our own: orval's output calls through the
 * main bank client (auth headers, hash) and its answers are checked with the generated schemas.
 */
const packageDir = resolve(fileURLToPath(import.meta.url), '../..');
let out: string;
let requests: Record<string, (...args: unknown[]) => Promise<unknown>>;
let registry: readonly ResponseSchemaEntry[];

beforeAll(async () => {
  out = await mkdtemp(join(packageDir, 'src/.generated-fixture-'));
  await generateClient({ input: 'test/fixtures/openapi.json', out: relative(packageDir, out) });
  requests = await import(join(out, 'requests/index.ts'));
  registry = (await import(join(out, 'response-schemas.ts'))).RESPONSE_SCHEMAS;
}, 120_000);

afterAll(async () => {
  bindBankClient(undefined);
  await rm(out, { recursive: true, force: true });
});

function clientsAnswering(route: FakeRoute) {
  const storage = createMemoryStore();
  const typed = createTypedStorage(storage);
  typed.set('JWT_TOKEN', 'jwt');
  typed.set('ACCOUNT_STATUS', {
    account_id: 'u-1',
    provider_status: 'REGULAR',
    status: 1,
    user_type: 1,
  });
  const server = createFakeServer([
    (r) => (r.url === '/hash/auth' ? { status: 200, data: { data: 'hash-1' } } : undefined),
    route,
  ]);
  const origin = 'https://bank.example';
  const clients = createBankClients({
    baseUrls: {
      bank: origin,
      otp: origin,
      captcha: origin,
      postalCode: origin,
      extract: origin,
      bankServices: origin,
    },
    storage,
    navigator: { navigate: () => undefined },
    notifier: { notify: () => undefined },
    adapter: server.adapter,
    responseSchemas: registry,
  });
  bindBankClient(clients.bank);
  return server;
}

describe('generation pipeline (orval + response registry)', () => {
  it('writes a registry entry per JSON success answer, named operations or not', () => {
    expect(registry.map((e) => `${e.method} ${e.path} ${e.status}`).sort()).toEqual([
      'GET /phoenix/bank/v1/account/balance 200',
      'GET /v1/bank/accounts/{sub}/balance 200',
      'POST /v1/bank/accounts/{sub}/changename 200',
      'POST /v1/bank/accounts/{sub}/transfers/internal 201',
      'POST /v3/public/bank/login 200',
    ]);
  });

  it('names operations without an operationId after verb and route', () => {
    expect(typeof requests.postV1BankAccountsBySubTransfersInternal).toBe('function');
    expect(typeof requests.getAccountBalanceBySub).toBe('function');
  });

  it('generated functions go through the bound main client and answer validated data', async () => {
    const server = clientsAnswering(() => ({
      status: 200,
      data: { data: { data: { balance: 1234 }, noise: 1 } },
    }));
    await expect(requests.getAccountBalanceBySub!('u-1')).resolves.toEqual({
      data: { data: { balance: 1234 } },
    });
    const call = server.seen.find((r) => r.url !== '/hash/auth')!;
    expect(call.url).toBe('/v1/bank/accounts/u-1/balance');
    expect(call.headers).toMatchObject({ authorization: 'Bearer jwt', transaction_hash: 'hash-1' });
  });

  it('a contract-breaking answer rejects with ResponseValidationError', async () => {
    clientsAnswering(() => ({ status: 200, data: { data: { balance: '12,34' } } }));
    await expect(requests.getAccountBalance!()).rejects.toBeInstanceOf(ResponseValidationError);
  });

  it('is deterministic: the same contract generates the same code', async () => {
    const again = await mkdtemp(join(packageDir, 'src/.generated-fixture-'));
    try {
      await generateClient({
        input: 'test/fixtures/openapi.json',
        out: relative(packageDir, again),
      });
      for (const file of [
        'response-schemas.ts',
        'requests/accounts/accounts.ts',
        'zod/transfer/transfer.ts',
      ]) {
        expect(await readFile(join(again, file), 'utf8')).toBe(
          await readFile(join(out, file), 'utf8'),
        );
      }
    } finally {
      await rm(again, { recursive: true, force: true });
    }
  }, 120_000);
});
