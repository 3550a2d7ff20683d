import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type InternalAxiosRequestConfig,
} from 'axios';
import { OPERATIONS } from '../generated/operations';
import { settle } from './fakeServer';
import type * as requests from '../generated/requests';

/** The name of an operation of the bank's contract, as its request function and hook carry it. */
export type OperationName = (typeof OPERATIONS)[number]['name'] & keyof typeof requests;

/** What an operation answers on success: the generated request function's result type. */
export type AnswerOf<K extends OperationName> = Awaited<ReturnType<(typeof requests)[K]>>;

/** A request as the fake bank read it: path parameters, query, JSON body and headers. */
export interface FakeCall {
  path: Record<string, string>;
  query: Record<string, string>;
  // The body's type is the operation's request model; tests read the fields they sent.
  body: any; // eslint-disable-line @typescript-eslint/no-explicit-any
  headers: Record<string, string>;
}

/** An answer other than the operation's success: a status and an error body (or nothing). */
export class FakeReply {
  constructor(
    readonly status: number,
    readonly body?: unknown,
  ) {}
}

/** Returned or thrown by a handler: the fake bank answers `status` with `body`. */
export function fakeReply(status: number, body?: unknown): FakeReply {
  return new FakeReply(status, body);
}

/** Every operation's name, e.g. to make a mock of each. */
export const OPERATION_NAMES: readonly OperationName[] = OPERATIONS.map(
  (operation) => operation.name as OperationName,
);

type MaybePromise<T> = T | Promise<T>;

/** Answers one operation: its success answer (typed from the contract) or a FakeReply. */
export type FakeHandler<K extends OperationName> = (
  call: FakeCall,
) => MaybePromise<AnswerOf<K> | FakeReply>;

export type FakeBankHandlers = { [K in OperationName]?: FakeHandler<K> };

interface Route {
  name: OperationName;
  method: string;
  pattern: RegExp;
  params: string[];
  status: number;
}

const ROUTES: Route[] = OPERATIONS.map((operation) => {
  const params: string[] = [];
  const source = operation.path
    .replace(/[.*+?^$()|[\]\\]/g, '\\$&')
    .replace(/\{(\w+)\}/g, (_, name) => {
      params.push(name);
      return '([^/]+)';
    });
  return {
    name: operation.name as OperationName,
    method: operation.method,
    pattern: new RegExp(`^${source}$`),
    params,
    status: operation.status,
  };
});

function routeOf(method: string, path: string) {
  for (const route of ROUTES) {
    if (route.method !== method) continue;
    const match = route.pattern.exec(path);
    if (!match) continue;
    const values = match.slice(1).map((value) => decodeURIComponent(value));
    return { route, path: Object.fromEntries(route.params.map((name, i) => [name, values[i]!])) };
  }
  return undefined;
}

function queryOf(config: InternalAxiosRequestConfig, url: URL): Record<string, string> {
  const query = Object.fromEntries(url.searchParams);
  for (const [name, value] of Object.entries(config.params ?? {})) {
    if (value !== undefined && value !== null) query[name] = String(value);
  }
  return query;
}

/**
 * A bank server in memory for tests and stories: an axios adapter that reads each request into
 * the contract's operation it belongs to and answers from `handlers`, so the app's real clients
 * (auth headers, transaction hash, SPEC §8's error handling, the zod answer checks) run as they
 * do against apps/api. A transaction hash is always granted; an operation without a handler
 * answers 501 NOT_FAKED, naming it.
 */
export function createFakeBank(handlers: FakeBankHandlers = {}) {
  const own: FakeBankHandlers = { ...handlers };
  const calls: { name: OperationName; call: FakeCall }[] = [];
  let hashes = 0;

  const answer = async (config: InternalAxiosRequestConfig): Promise<FakeReply> => {
    const url = new URL(config.url ?? '', 'http://fake.bank');
    const found = routeOf((config.method ?? 'get').toUpperCase(), url.pathname);
    if (!found) return fakeReply(404, { code: 'NOT_FOUND', message: `${url.pathname}` });
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(AxiosHeaders.from(config.headers).toJSON())) {
      headers[name.toLowerCase()] = String(value);
    }
    const call: FakeCall = {
      path: found.path,
      query: queryOf(config, url),
      body: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
      headers,
    };
    const { name, status } = found.route;
    if (name === 'createTransactionHash' && !own.createTransactionHash) {
      hashes += 1;
      return fakeReply(200, { data: `fake-hash-${hashes}` });
    }
    calls.push({ name, call });
    const handler = own[name] as FakeHandler<typeof name> | undefined;
    if (!handler) {
      return fakeReply(501, { code: 'NOT_FAKED', message: `No fake answer for ${name}` });
    }
    try {
      const result = await handler(call);
      return result instanceof FakeReply ? result : fakeReply(status, result);
    } catch (error) {
      if (error instanceof FakeReply) return error;
      throw error;
    }
  };

  const adapter: AxiosAdapter = async (config) => {
    let reply: FakeReply;
    try {
      reply = await answer(config);
    } catch (error) {
      // Anything else a handler throws is the network failing: no answer at all.
      throw new AxiosError(
        error instanceof Error ? error.message : 'Network Error',
        AxiosError.ERR_NETWORK,
        config,
        {},
      );
    }
    return settle(config, reply.status, reply.body);
  };

  return {
    adapter,
    /** Replaces (or adds) the handler of one operation. */
    on<K extends OperationName>(name: K, handler: FakeHandler<K>): void {
      (own as Record<K, FakeHandler<K>>)[name] = handler;
    },
    /** The requests made to one operation, oldest first. */
    callsTo(name: OperationName): FakeCall[] {
      return calls.filter((entry) => entry.name === name).map((entry) => entry.call);
    },
  };
}

export type FakeBank = ReturnType<typeof createFakeBank>;
