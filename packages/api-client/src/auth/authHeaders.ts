/**
 * Names of the headers authenticated calls carry (SPEC §7). The bank server documents them in
 * apps/api/README.md; the hash service takes the account id under `account_id` as well.
 */
export interface AuthHeaderNames {
  accountId: string;
  deviceKey: string;
  /** Carries `Bearer <token>` when it is `authorization`, the bare token otherwise. */
  token: string;
  transactionHash: string;
}

export const DEFAULT_AUTH_HEADERS: Readonly<AuthHeaderNames> = Object.freeze({
  accountId: 'account_id',
  deviceKey: 'device_key',
  token: 'authorization',
  transactionHash: 'transaction_hash',
});

/** The value of the token header: a Bearer credential for `Authorization`, else the token itself. */
export function tokenHeaderValue(headerName: string, token: string): string {
  return headerName.toLowerCase() === 'authorization' ? `Bearer ${token}` : token;
}
