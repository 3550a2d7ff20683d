import type { AxiosAdapter } from 'axios';
import type { KeyValueStore } from '@ipe/domain';
import type { CredentialsSource } from '../auth/credentials';
import type { AuthHeaderNames } from '../auth/authHeaders';
import type { ResponseSchemaEntry } from '../validation/responseSchemas';
import type { BankNavigator, BankNotifier } from './ports';

/** A base URL, or one per environment (the statement-extract API differs by environment). */
export type BaseUrl = string | Readonly<Record<string, string>>;

/** Base URLs of the six API clients of SPEC §7, plus the transaction-hash service. */
export interface BankBaseUrls {
  /** The main bank API. */
  bank: string;
  /** OTP/MFA API (device enabling with a one-time code). */
  otp: string;
  /** Captcha API (ALTCHA challenge). */
  captcha: string;
  /** Postal-code (CEP) lookup API. */
  postalCode: string;
  /** Statement-extract API: its base URL differs by environment. */
  extract: BaseUrl;
  /** The second bank-services API. */
  bankServices: string;
  /** Hash service answering POST /hash/auth; the main bank API when absent. */
  hash?: string;
}

export interface BankClientsConfig {
  baseUrls: BankBaseUrls;
  /** Picks the extract base URL when `baseUrls.extract` is given per environment. */
  environment?: string;
  /** Where the session lives (window.localStorage in the browser, a Map-backed store in Node). */
  storage: KeyValueStore;
  navigator: BankNavigator;
  notifier: BankNotifier;
  /** Where token, account id and device key come from; read from `storage` by default. */
  credentials?: CredentialsSource;
  /** Header names of the auth headers; the bank server's by default. */
  headerNames?: Partial<AuthHeaderNames>;
  /** XSRF cookie/header pair (SPEC §7). */
  xsrf?: { cookieName?: string; headerName?: string };
  /** An axios adapter for every client (tests, or 'fetch' where XHR and http are missing). */
  adapter?: AxiosAdapter | 'xhr' | 'http' | 'fetch';
  /** The main client's answer schemas; those generated from openapi.json by default. */
  responseSchemas?: readonly ResponseSchemaEntry[];
}

/** Resolves a per-environment base URL; a plain string is the same everywhere. */
export function resolveBaseUrl(url: BaseUrl, environment: string | undefined): string {
  if (typeof url === 'string') return url;
  if (environment === undefined) {
    throw new Error('The extract base URL is given per environment: set config.environment');
  }
  const resolved = url[environment];
  if (resolved === undefined) {
    throw new Error(`No extract base URL for environment "${environment}"`);
  }
  return resolved;
}
