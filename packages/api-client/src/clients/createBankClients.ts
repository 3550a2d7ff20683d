import type { AxiosInstance } from 'axios';
import { DEFAULT_AUTH_HEADERS } from '../auth/authHeaders';
import { authenticateRequest, type AuthMode } from '../auth/authenticateRequest';
import { storageCredentials } from '../auth/credentials';
import { resolveBaseUrl, type BankClientsConfig } from '../config/bankClientsConfig';
import { handleHttpError } from '../errors/handleHttpError';
import {
  generatedResponseSchemas,
  preloadResponseSchema,
  validateResponse,
} from '../validation/validateResponse';
import { createClient } from './clientDefaults';

/** The six API clients of SPEC §7. */
export interface BankClients {
  /** Main bank API: auth headers and transaction hash on every non-public call; answers validated. */
  bank: AxiosInstance;
  /** OTP/MFA API (device enabling); sends token, account id and device key, no hash. */
  otp: AxiosInstance;
  /** Captcha API. */
  captcha: AxiosInstance;
  /** Postal-code lookup API. */
  postalCode: AxiosInstance;
  /** Statement-extract API (base URL per environment); sends the token. */
  extract: AxiosInstance;
  /** Second bank-services API; sends token, account id and device key. */
  bankServices: AxiosInstance;
}

/**
 * Creates the six clients of SPEC §7 with the spec's defaults and interceptors. Storage,
 * navigation and notification are the host's (no DOM, router or UI here), so this runs in Node.
 */
export function createBankClients(config: BankClientsConfig): BankClients {
  const { baseUrls } = config;
  const headerNames = { ...DEFAULT_AUTH_HEADERS, ...config.headerNames };
  const credentials = config.credentials ?? storageCredentials(config.storage);
  const onError = handleHttpError(config);
  // Bare: a hash request must not itself ask for a hash.
  const hashClient = createClient(baseUrls.hash ?? baseUrls.bank, config);

  function authenticated(baseURL: string, mode: AuthMode): AxiosInstance {
    const client = createClient(baseURL, config);
    client.interceptors.request.use(
      authenticateRequest({ mode, credentials, headerNames, client, hashClient }),
    );
    client.interceptors.response.use(undefined, onError);
    return client;
  }

  const schemas = config.responseSchemas ?? generatedResponseSchemas;
  // Registered last, so the error handler only sees HTTP errors, never a contract mismatch; the
  // preload, as the last request interceptor, runs first (axios runs those in reverse), before
  // the authentication waits for anything.
  function validated(client: AxiosInstance): AxiosInstance {
    client.interceptors.request.use(preloadResponseSchema(client, schemas));
    client.interceptors.response.use(validateResponse(client, schemas));
    return client;
  }

  return {
    bank: validated(authenticated(baseUrls.bank, 'bank')),
    // The bank server's OTP/MFA API identifies the session and this device (apps/api README).
    otp: validated(authenticated(baseUrls.otp, 'token-account-device')),
    captcha: validated(createClient(baseUrls.captcha, config)),
    postalCode: validated(createClient(baseUrls.postalCode, config)),
    extract: authenticated(resolveBaseUrl(baseUrls.extract, config.environment), 'token'),
    bankServices: authenticated(baseUrls.bankServices, 'token-account-device'),
  };
}
