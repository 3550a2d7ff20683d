import { createTypedStorage, type KeyValueStore } from '@ipe/domain';
import type { AccountInformation, AccountStatus, AccountSummary } from '../api/types';
import { decodeToken, type TokenClaims } from './token';

/** The signed-in session as kept in local storage (SPEC §3 keys), read defensively. */
export interface Session {
  token: string | null;
  claims: TokenClaims | null;
  /** ACCOUNT_STATUS; null when none is stored or the stored value is not an object. */
  accountStatus: AccountStatus | null;
  accounts: AccountSummary[];
  accountInformation: AccountInformation | null;
  /** ID_SESSION: this device's session id, once it was enabled. */
  idSession: string | null;
  /** The account identity for `{sub}` routes: the token's sub, else the stored account id. */
  accountId: string | null;
}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const nonEmpty = (value: unknown): string | null =>
  typeof value === 'string' && value !== '' ? value : null;

/** Reads the session from storage. Storage is user-editable, so every shape is checked. */
export function readSession(store: KeyValueStore): Session {
  const storage = createTypedStorage(store);
  const token = nonEmpty(storage.get('JWT_TOKEN'));
  const claims = decodeToken(token);
  const status: unknown = storage.get('ACCOUNT_STATUS');
  const accountStatus = isObject(status) ? (status as unknown as AccountStatus) : null;
  const accounts: unknown = storage.get('ACCOUNTS');
  const information: unknown = storage.get('ACCOUNT_INFORMATION');
  return {
    token,
    claims,
    accountStatus,
    accounts: Array.isArray(accounts)
      ? (accounts.filter(isObject) as unknown as AccountSummary[])
      : [],
    accountInformation: isObject(information)
      ? (information as unknown as AccountInformation)
      : null,
    idSession: nonEmpty(storage.get('ID_SESSION')),
    accountId: claims?.sub ?? nonEmpty(accountStatus?.account_id),
  };
}
