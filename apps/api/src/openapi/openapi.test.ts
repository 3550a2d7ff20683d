import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERROR_CODES } from '@ipe/domain';
import { ERROR_ANSWERS } from '../errors';
import { createTestApp, type TestApp } from '../testing/testApp';
import { generateOpenApi, OPENAPI_PATH } from './generate';

describe('OpenAPI contract', () => {
  let generated: string;
  let doc: {
    openapi: string;
    paths: Record<
      string,
      Record<
        string,
        {
          parameters?: { in: string; name: string; required?: boolean }[];
          responses: Record<string, unknown>;
        }
      >
    >;
    components: { schemas: Record<string, unknown> };
  };
  beforeAll(async () => {
    generated = await generateOpenApi();
    doc = JSON.parse(generated);
  });

  it('lists every error code of the catalogue, and the edge answers each with an error status', () => {
    const codes = doc.components.schemas.ErrorCode as { enum: string[] };
    expect([...codes.enum].sort()).toEqual([...ERROR_CODES].sort());
    for (const body of ['ErrorBody', 'LockedBody']) {
      expect(doc.components.schemas[body]).toMatchObject({
        properties: { code: { $ref: '#/components/schemas/ErrorCode' } },
      });
    }
    for (const code of ERROR_CODES) {
      expect(ERROR_ANSWERS[code].status, code).toBeGreaterThanOrEqual(400);
    }
  });

  it('is committed and up to date (run `pnpm --filter @ipe/api openapi` after changing a route)', async () => {
    const committed = await readFile(OPENAPI_PATH, 'utf8').catch(() => '');
    expect(committed, 'apps/api/openapi.json is stale: run pnpm --filter @ipe/api openapi').toBe(
      generated,
    );
  });

  it('is the same bytes every time', async () => {
    expect(await generateOpenApi()).toBe(generated);
  });

  it('is OpenAPI 3.1 with every SPEC §7 route', () => {
    expect(doc.openapi).toBe('3.1.0');
    const operations = Object.entries(doc.paths).flatMap(([path, ops]) =>
      Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(operations).toEqual(
      expect.arrayContaining([
        'POST /v3/public/bank/login',
        'GET /service/checkhealth',
        'GET /phoenix/bank/v1/account',
        'GET /phoenix/bank/v1/account/IR/years-available',
        'GET /phoenix/bank/v1/account/balance',
        'GET /v1/bank/accounts/{sub}/balance',
        'GET /v1/bank/accounts/{sub}',
        'POST /v1/bank/accounts/{sub}/changename',
        'POST /v1/bank/accounts/{sub}/changeaddress',
        'GET /v1/taxes/account-fees',
        'POST /hash/auth',
        'GET /captcha/challenge',
        'POST /otp/v1/devices/challenges',
        'POST /otp/v1/devices/enable',
        'GET /cep/{cep}',
        'POST /v1/bank/accounts/{sub}/transfers/internal',
        'POST /v3/public/bank/password/forgot',
        'POST /v3/public/bank/password/reset',
        'POST /v1/bank/accounts/{sub}/security/password',
        'POST /v1/bank/accounts/{sub}/security/pin',
        'GET /v1/bank/accounts/{sub}/users',
        'POST /v1/bank/accounts/{sub}/users',
        'PATCH /v1/bank/accounts/{sub}/users/{user_id}',
        'DELETE /v1/bank/accounts/{sub}/users/{user_id}',
        'POST /v3/public/bank/invitations/accept',
      ]),
    );
    expect(operations.some((op) => op.includes('/dev/') || op.includes('/docs'))).toBe(false);
  });

  it('declares the auth headers and the error bodies', () => {
    const balance = doc.paths['/v1/bank/accounts/{sub}/balance']!.get!;
    const headers = balance.parameters!.filter((p) => p.in === 'header');
    expect(headers.map((h) => [h.name, h.required ?? false])).toEqual(
      expect.arrayContaining([
        ['authorization', true],
        ['account_id', true],
        ['transaction_hash', true],
        ['device_key', false],
      ]),
    );
    expect(Object.keys(balance.responses)).toEqual(
      expect.arrayContaining(['200', '400', '401', '404']),
    );
    const transfer = doc.paths['/v1/bank/accounts/{sub}/transfers/internal']!.post!;
    expect(JSON.stringify(transfer.responses['423'])).toContain('LockedBody');
    expect(doc.components.schemas).toHaveProperty('ErrorBody');
    expect(doc.components.schemas).toHaveProperty('AccountStatus');
  });
});

describe('Swagger UI', () => {
  let dev: TestApp;
  afterAll(() => dev?.close());

  it('is served at /docs in development only', async () => {
    dev = await createTestApp({ seed: false, config: { swaggerUi: true } });
    expect((await dev.app.inject({ method: 'GET', url: '/docs/' })).statusCode).toBe(200);
    const prod = await createTestApp({ seed: false });
    expect((await prod.app.inject({ method: 'GET', url: '/docs/' })).statusCode).toBe(404);
    await prod.close();
  });
});
