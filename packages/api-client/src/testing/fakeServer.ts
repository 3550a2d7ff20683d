import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';

/** A request as the fake server saw it. */
export interface SeenRequest {
  method: string;
  url: string;
  baseURL: string | undefined;
  headers: Record<string, string>;
  data: unknown;
}

export type FakeReply = { status: number; data?: unknown } | Error;
export type FakeRoute = (request: SeenRequest) => FakeReply | undefined;

/**
 * An axios adapter answering from routes in memory (no network), settling like axios' own
 * adapters: statuses outside validateStatus reject with 'Request failed with status code N'.
 */
export function createFakeServer(routes: FakeRoute[] = []) {
  const seen: SeenRequest[] = [];
  const adapter: AxiosAdapter = async (config: InternalAxiosRequestConfig) => {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(AxiosHeaders.from(config.headers).toJSON())) {
      headers[name.toLowerCase()] = String(value);
    }
    const request: SeenRequest = {
      method: (config.method ?? 'get').toUpperCase(),
      url: config.url ?? '',
      baseURL: config.baseURL,
      headers,
      data: typeof config.data === 'string' ? JSON.parse(config.data) : config.data,
    };
    seen.push(request);
    const reply = routes.reduce<FakeReply | undefined>(
      (found, route) => found ?? route(request),
      undefined,
    ) ?? { status: 404, data: { code: 'not_found', message: 'Não encontrado' } };
    if (reply instanceof Error) throw reply;
    return settle(config, reply.status, reply.data);
  };
  return { adapter, seen };
}

/**
 * Settles a fake answer the way axios' own adapters do: a status outside validateStatus rejects
 * with 'Request failed with status code N' and the response attached.
 */
export function settle(
  config: InternalAxiosRequestConfig,
  status: number,
  data: unknown,
): AxiosResponse {
  const response: AxiosResponse = {
    status,
    statusText: String(status),
    data,
    headers: {},
    config,
    request: {},
  };
  if (!config.validateStatus || config.validateStatus(status)) return response;
  throw new AxiosError(
    `Request failed with status code ${status}`,
    status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST,
    config,
    {},
    response,
  );
}

/** A route for one method and exact URL (relative to the base URL). */
export function on(method: string, url: string, reply: FakeReply | (() => FakeReply)): FakeRoute {
  return (request) =>
    request.method === method && request.url === url
      ? typeof reply === 'function'
        ? reply()
        : reply
      : undefined;
}
