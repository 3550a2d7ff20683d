import type { AxiosInstance, AxiosRequestConfig, AxiosResponse } from 'axios';
import { safeParse, type $ZodError } from 'zod/v4/core';
import { createResponseSchemaLookup, type ResponseSchemaEntry } from './responseSchemas';

/** The server answered 2xx with a body the OpenAPI contract does not allow. */
export class ResponseValidationError extends Error {
  override readonly name = 'ResponseValidationError';
  constructor(
    readonly method: string,
    readonly path: string,
    readonly response: AxiosResponse,
    readonly issues: $ZodError['issues'],
    options?: { cause?: unknown },
  ) {
    super(`The answer of ${method} ${path} does not match the API contract`, options);
  }
}

/**
 * The request's method and its path relative to the client's base URL (what the OpenAPI paths
 * describe): the operation whose schema its answer is parsed with.
 */
function operationOf(
  client: Pick<AxiosInstance, 'getUri' | 'defaults'>,
  config: AxiosRequestConfig,
) {
  const method = (config.method ?? 'get').toUpperCase();
  const base = new URL(client.getUri({ url: '' }), 'http://localhost').pathname.replace(/\/$/, '');
  const full = new URL(client.getUri(config), 'http://localhost').pathname;
  const path = base !== '' && full.startsWith(base) ? full.slice(base.length) || '/' : full;
  return { method, path };
}

export type SchemaLookup = ReturnType<typeof createResponseSchemaLookup>;

/** An entry's schema, loading its file when the registry holds only how to load it. */
async function schemaOf(entry: ResponseSchemaEntry) {
  return typeof entry.schema === 'function' ? entry.schema() : entry.schema;
}

/** Answers already parsed by a client's validator (so the mutator does not parse them again). */
const validated = new WeakSet<AxiosResponse>();

/** Whether a client's validator has already looked at this answer. */
export function wasValidated(response: AxiosResponse): boolean {
  return validated.has(response);
}

/**
 * Parses an answer of a known operation with its zod schema and puts the parsed value in
 * `response.data`; a mismatch throws ResponseValidationError. Answers of unknown routes and other
 * statuses pass as they are.
 */
async function checkResponse(
  client: Pick<AxiosInstance, 'getUri' | 'defaults'>,
  lookup: SchemaLookup,
  response: AxiosResponse,
): Promise<AxiosResponse> {
  validated.add(response);
  const { method, path } = operationOf(client, response.config);
  const entry = lookup(method, path);
  if (!entry || entry.status !== response.status) return response;
  const schema = await schemaOf(entry);
  const result = safeParse(schema, response.data);
  if (!result.success) {
    throw new ResponseValidationError(method, path, response, result.error.issues, {
      cause: result.error,
    });
  }
  response.data = result.data;
  return response;
}

/**
 * A response interceptor that parses every answer of a known operation with its generated zod
 * schema (see checkResponse); a mismatch rejects with ResponseValidationError.
 */
export function validateResponse(
  client: Pick<AxiosInstance, 'getUri' | 'defaults'>,
  entries: ResponseSchemaSource,
) {
  return async (response: AxiosResponse): Promise<AxiosResponse> =>
    checkResponse(client, await responseLookupOf(entries), response);
}

/**
 * A request interceptor that starts loading the schema its answer will be parsed with, so the
 * registry and the schema's file arrive while the request is on the wire instead of after the
 * answer: the startup health check's answer draws the first screen
 * (docs/architecture/performance.md). The request itself waits for nothing.
 */
export function preloadResponseSchema(
  client: Pick<AxiosInstance, 'getUri' | 'defaults'>,
  entries: ResponseSchemaSource,
) {
  return <C extends AxiosRequestConfig>(config: C): C => {
    const { method, path } = operationOf(client, config);
    responseLookupOf(entries)
      .then((lookup) => {
        const entry = lookup(method, path);
        return entry && schemaOf(entry);
      })
      // A failed load is the answer's to report: its validator awaits the same loads.
      .catch(() => undefined);
    return config;
  };
}

/**
 * The schemas, or how to load them: the generated registry holds every operation's answer, so
 * the clients import it with the first request instead of with the page (the sign-in budget).
 */
export type ResponseSchemaSource =
  readonly ResponseSchemaEntry[] | (() => Promise<readonly ResponseSchemaEntry[]>);

const lookups = new WeakMap<ResponseSchemaSource, Promise<SchemaLookup>>();

/** The lookup of a schema source, built once however many clients validate with it. */
function responseLookupOf(source: ResponseSchemaSource): Promise<SchemaLookup> {
  let lookup = lookups.get(source);
  if (!lookup) {
    lookup = (typeof source === 'function' ? source() : Promise.resolve(source)).then(
      createResponseSchemaLookup,
    );
    lookups.set(source, lookup);
  }
  return lookup;
}

/**
 * The generated registry, loaded on first use: the route table, whose entries import each file of
 * schemas with the first request that needs one.
 */
export const generatedResponseSchemas = () =>
  import('./registry').then((registry) => registry.RESPONSE_SCHEMAS);
