import { randomUUID } from 'node:crypto';
import { encodePin, UNSAFE_TEXT_CHARACTERS } from '@ipe/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generateOpenApi } from '../openapi/generate';
import { DEMO_PIN } from '../seed';
import {
  call,
  createTestApp,
  enableDevice,
  operatorHeaders,
  signIn,
  testConfig,
  type Session,
  type TestApp,
} from '../testing/testApp';

/**
 * Every text field of every write route refuses every C0/C1 control, bidi and line-separator
 * character with a 400 INVALID_CHARACTERS naming the field (docs/security/threat-model.md). The
 * routes and their fields are read from the OpenAPI contract, so a route added later is covered
 * without anyone listing it here.
 */

interface JsonSchema {
  $ref?: string;
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
}

interface WriteRoute {
  key: string;
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body: JsonSchema;
}

const doc = JSON.parse(await generateOpenApi()) as {
  paths: Record<
    string,
    Record<string, { requestBody?: { content?: Record<string, { schema: JsonSchema }> } }>
  >;
  components: { schemas: Record<string, JsonSchema> };
};

const resolve = (schema: JsonSchema): JsonSchema =>
  schema.$ref ? resolve(doc.components.schemas[schema.$ref.split('/').pop()!]!) : schema;

const typesOf = (schema: JsonSchema): string[] =>
  Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];

/** How many ways the schema's unions can be taken (each variant of the widest union once). */
function variantCount(schema: JsonSchema): number {
  const s = resolve(schema);
  const union = s.anyOf ?? s.oneOf;
  if (union) return Math.max(union.length, ...union.map(variantCount));
  if (s.properties) return Math.max(1, ...Object.values(s.properties).map(variantCount));
  return 1;
}

/**
 * A body for `schema` in which every string holds `character`, taking variant `variant` of each
 * union; `textFields` collects the dotted path of each string put in.
 */
function sampleBody(
  schema: JsonSchema,
  character: string,
  variant: number,
  path: string,
  textFields: string[],
): unknown {
  const s = resolve(schema);
  const union = (s.anyOf ?? s.oneOf)?.filter(
    (option) => !typesOf(resolve(option)).includes('null'),
  );
  if (union && union.length > 0) {
    return sampleBody(union[variant % union.length]!, character, variant, path, textFields);
  }
  const types = typesOf(s);
  if (s.properties || types.includes('object')) {
    return Object.fromEntries(
      Object.entries(s.properties ?? {}).map(([name, property]) => [
        name,
        sampleBody(property, character, variant, path ? `${path}.${name}` : name, textFields),
      ]),
    );
  }
  if (types.includes('array')) {
    return [sampleBody(s.items ?? {}, character, variant, `${path}.0`, textFields)];
  }
  if (types.includes('string') || (typeof s.const === 'string' && types.length === 0)) {
    textFields.push(path);
    return `Pix${character}de João`;
  }
  if (types.includes('integer') || types.includes('number')) return 1;
  if (types.includes('boolean')) return true;
  return null;
}

const writeRoutes: WriteRoute[] = Object.entries(doc.paths).flatMap(([path, ops]) =>
  Object.entries(ops).flatMap(([method, op]) => {
    const body = op.requestBody?.content?.['application/json']?.schema;
    const upper = method.toUpperCase() as WriteRoute['method'];
    return body && upper !== ('GET' as string)
      ? [{ key: `${upper} ${path}`, method: upper, path, body }]
      : [];
  }),
);

describe('text fields refuse control and bidi characters on every write route', () => {
  let t: TestApp;
  let maria: Session;
  let pixApiToken: string;

  beforeAll(async () => {
    const base = testConfig();
    const many = { max: 1_000_000, windowMs: 60_000 };
    t = await createTestApp({
      config: {
        rateLimits: {
          ...base.rateLimits,
          loginPerIp: many,
          captchaPerIp: many,
          hashPerIp: many,
          recoveryPerIp: many,
        },
      },
    });
    maria = await signIn(t.app, 'maria@ipe.dev');
    await enableDevice(t.app, maria, 'maria@ipe.dev');
    // The Pix API's routes are called with a token of the account's own credentials.
    const created = await call(t.app, maria, {
      method: 'POST',
      url: `/v1/bank/accounts/${maria.accountId}/pix/api-clients`,
      payload: { name: 'Sistema', pin: await encodePin(DEMO_PIN) },
    });
    const { client_id, client_secret } = created.json().data;
    const token = await t.app.inject({
      method: 'POST',
      url: '/pix/v2/oauth/token',
      headers: {
        authorization: `Basic ${Buffer.from(`${client_id}:${client_secret}`).toString('base64')}`,
      },
      payload: { grant_type: 'client_credentials' },
    });
    pixApiToken = token.json().access_token;
  });
  afterAll(() => t.close());

  it('finds the write routes and their text fields in the contract', () => {
    const keys = writeRoutes.map((route) => route.key);
    expect(keys).toContain('POST /v1/bank/accounts/{sub}/transfers/internal');
    expect(keys).toContain('POST /v3/public/bank/login');
    expect(keys).toContain('POST /v1/bank/accounts/{sub}/changeaddress');
    expect(writeRoutes.length).toBeGreaterThanOrEqual(15);
  });

  it.each(writeRoutes.map((route) => [route.key, route] as const))(
    '%s',
    async (_key, route) => {
      const url = route.path.replace(/\{(\w+)\}/g, (_match, name: string) =>
        name === 'sub'
          ? maria.accountId
          : name === 'service'
            ? 'pix'
            : name === 'txid'
              ? 'texto0000000000000000000000000'
              : randomUUID(),
      );
      const variants = variantCount(route.body);
      const misses: string[] = [];
      for (const character of UNSAFE_TEXT_CHARACTERS) {
        for (let variant = 0; variant < variants; variant++) {
          const textFields: string[] = [];
          const payload = sampleBody(route.body, character, variant, '', textFields);
          if (textFields.length === 0) continue;
          const res = route.path.startsWith('/pix/v2/')
            ? await t.app.inject({
                method: route.method,
                url,
                payload: payload as object,
                headers: { authorization: `Bearer ${pixApiToken}` },
              })
            : await call(t.app, maria, {
                method: route.method,
                url,
                payload,
                headers: { 'idempotency-key': randomUUID(), ...operatorHeaders(t.app) },
              });
          const body = res.json<{ code?: string; fields?: Record<string, string> }>();
          const code = character.codePointAt(0)!.toString(16).padStart(4, '0');
          if (res.statusCode !== 400 || body.code !== 'INVALID_CHARACTERS') {
            misses.push(`U+${code}: ${res.statusCode} ${body.code}`);
            continue;
          }
          for (const field of textFields) {
            if (!body.fields?.[field]) misses.push(`U+${code}: ${field} not named`);
          }
        }
      }
      expect(misses).toEqual([]);
    },
    60_000,
  );

  it('refuses a NUL in a transfer description before the PIN is looked at', async () => {
    const wrongPin = await encodePin('9876');
    const res = await call(t.app, maria, {
      method: 'POST',
      url: `/v1/bank/accounts/${maria.accountId}/transfers/internal`,
      headers: { 'idempotency-key': randomUUID() },
      payload: {
        destination: { branch: '0001', number: '100002-5' },
        amount_cents: 1,
        description: 'aluguel\u0000',
        pin: wrongPin,
      },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'INVALID_CHARACTERS',
      fields: { description: expect.any(String) },
    });
    const { rows } = await t.db.query<{ pin_failed_attempts: number }>(
      "SELECT pin_failed_attempts FROM users WHERE email = 'maria@ipe.dev'",
    );
    expect(rows[0]!.pin_failed_attempts).toBe(0);
  });

  it('keeps text in NFC: a name typed with a combining tilde is stored precomposed', async () => {
    const res = await call(t.app, maria, {
      method: 'POST',
      url: `/v1/bank/accounts/${maria.accountId}/changename`,
      payload: { name: 'Maria Joa\u0303o' },
    });
    expect(res.statusCode).toBeLessThan(300);
    const { rows } = await t.db.query<{ display_name: string }>(
      'SELECT display_name FROM accounts WHERE id = $1',
      [maria.accountId],
    );
    expect(rows[0]!.display_name).toBe('Maria João');
  });
});
