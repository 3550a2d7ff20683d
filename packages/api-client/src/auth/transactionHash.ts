import type { AxiosInstance, InternalAxiosRequestConfig } from 'axios';

/** The hash service's route (SPEC §7). */
export const TRANSACTION_HASH_PATH = '/hash/auth';

/**
 * The method and URL a transaction hash is bound to: what the server will see, i.e. the upper-case
 * method and the path with its query string, base URL path included.
 */
export function hashedRequestTarget(
  client: Pick<AxiosInstance, 'getUri'>,
  config: InternalAxiosRequestConfig,
): { method: string; url: string } {
  // A dummy origin lets relative base URLs ('/api') parse too; only path and query are kept.
  const uri = new URL(client.getUri(config), 'http://localhost');
  return { method: (config.method ?? 'get').toUpperCase(), url: uri.pathname + uri.search };
}

/**
 * Asks the hash service for a fresh single-use transaction hash (SPEC §7): POST /hash/auth
 * {method, url} with the account id in an `account_id` header; the hash is in `data.data`.
 */
export async function requestTransactionHash(
  hashClient: AxiosInstance,
  target: { method: string; url: string },
  headers: Record<string, string>,
): Promise<string> {
  const response = await hashClient.post<{ data?: unknown }>(TRANSACTION_HASH_PATH, target, {
    headers,
  });
  const hash = response.data?.data;
  if (typeof hash !== 'string' || hash === '') {
    throw new Error('The hash service answered without a transaction hash in data.data');
  }
  return hash;
}
