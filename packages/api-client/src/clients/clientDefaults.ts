import axios, { type AxiosInstance, type CreateAxiosDefaults } from 'axios';
import { HTTP_TIMEOUT_MS, isSuccessStatus } from '@ipe/domain';
import type { BankClientsConfig } from '../config/bankClientsConfig';

/** axios' own names for the XSRF pair; the bank server sets and checks the same ones. */
export const DEFAULT_XSRF_COOKIE_NAME = 'XSRF-TOKEN';
export const DEFAULT_XSRF_HEADER_NAME = 'X-XSRF-TOKEN';

/** The generic client defaults of SPEC §7 for one base URL. */
export function clientDefaults(
  baseURL: string,
  config: Pick<BankClientsConfig, 'xsrf' | 'adapter'>,
): CreateAxiosDefaults {
  return {
    baseURL,
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    timeout: HTTP_TIMEOUT_MS,
    xsrfCookieName: config.xsrf?.cookieName ?? DEFAULT_XSRF_COOKIE_NAME,
    xsrfHeaderName: config.xsrf?.headerName ?? DEFAULT_XSRF_HEADER_NAME,
    validateStatus: isSuccessStatus,
    ...(config.adapter === undefined ? {} : { adapter: config.adapter }),
  };
}

/**
 * A client with the defaults of SPEC §7. A call without a body goes without a content type:
 * servers refuse an empty JSON body (Fastify answers 400). axios' XHR adapter drops the header
 * then, its Node adapter does not (and POSTs would get a form content type); `false` keeps it off.
 */
export function createClient(
  baseURL: string,
  config: Pick<BankClientsConfig, 'xsrf' | 'adapter'>,
): AxiosInstance {
  const client = axios.create(clientDefaults(baseURL, config));
  client.interceptors.request.use((request) => {
    if (request.data === undefined) request.headers.set('Content-Type', false);
    return request;
  });
  return client;
}
