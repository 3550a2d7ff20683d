import type { AxiosInstance, InternalAxiosRequestConfig } from 'axios';
import { isPublicCall } from '@ipe/domain';
import { tokenHeaderValue, type AuthHeaderNames } from './authHeaders';
import type { CredentialsSource } from './credentials';
import {
  TRANSACTION_HASH_PATH,
  hashedRequestTarget,
  requestTransactionHash,
} from './transactionHash';

/**
 * Which auth headers a client's calls carry (SPEC §7):
 * - `bank`: account id, device key, token and a fresh transaction hash, except on public calls;
 * - `token`: the token only (statement extract);
 * - `token-account-device`: token, account id and device key (bank services, OTP/MFA).
 */
export type AuthMode = 'bank' | 'token' | 'token-account-device';

export interface AuthenticateOptions {
  mode: AuthMode;
  credentials: CredentialsSource;
  headerNames: AuthHeaderNames;
  /** The client whose request this is: the hash is bound to its resolved URL. */
  client: Pick<AxiosInstance, 'getUri'>;
  /** A bare client (no interceptors) for the hash service. */
  hashClient: AxiosInstance;
}

/** The hash service reads the account id from this header, whatever the others are called. */
const HASH_ACCOUNT_HEADER = 'account_id';

function isHashServiceCall(url: string | undefined): boolean {
  return new URL(url ?? '', 'http://localhost').pathname === TRANSACTION_HASH_PATH;
}

/** A request interceptor adding the auth headers of `mode`. */
export function authenticateRequest({
  mode,
  credentials,
  headerNames,
  client,
  hashClient,
}: AuthenticateOptions) {
  return async (config: InternalAxiosRequestConfig): Promise<InternalAxiosRequestConfig> => {
    if (mode === 'bank' && isPublicCall(config.url)) return config;

    const { token, accountId, deviceKey } = await credentials();
    const headers = config.headers;
    if (token !== null) headers.set(headerNames.token, tokenHeaderValue(headerNames.token, token));
    if (mode === 'token') return config;

    if (accountId !== null) headers.set(headerNames.accountId, accountId);
    if (deviceKey !== null) headers.set(headerNames.deviceKey, deviceKey);
    if (mode === 'token-account-device') return config;

    // Without a session there is nothing to bind a hash to; the server answers 401. A call to
    // the hash service itself needs none.
    if (token === null || accountId === null || isHashServiceCall(config.url)) return config;
    const hash = await requestTransactionHash(hashClient, hashedRequestTarget(client, config), {
      [HASH_ACCOUNT_HEADER]: accountId,
    });
    headers.set(headerNames.transactionHash, hash);
    return config;
  };
}
