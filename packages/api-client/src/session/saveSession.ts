import { createTypedStorage, type KeyValueStore } from '@ipe/domain';
import type { AccountStatus, AccountSummary } from '../generated/model';
import { ensureDeviceKey } from './deviceKey';

/** What a sign-in answers that the session needs (LoginAnswer of the contract). */
export interface SignedInSession {
  token: string;
  account_status: AccountStatus;
  accounts: AccountSummary[];
}

/**
 * Keeps a sign-in in storage the way every call reads it back (SPEC §3): JWT_TOKEN,
 * ACCOUNT_STATUS and ACCOUNTS, and makes sure this device has a key. A device session id
 * (ID_SESSION) of another account is dropped: that device enabling was not for this one.
 */
export function saveSession(store: KeyValueStore, session: SignedInSession): void {
  const storage = createTypedStorage(store);
  const previous: unknown = storage.get('ACCOUNT_STATUS');
  const previousAccount =
    typeof previous === 'object' && previous !== null
      ? (previous as { account_id?: unknown }).account_id
      : undefined;
  if (previousAccount !== session.account_status.account_id) storage.remove('ID_SESSION');
  storage.set('JWT_TOKEN', session.token);
  storage.set('ACCOUNT_STATUS', session.account_status);
  storage.set('ACCOUNTS', session.accounts);
  ensureDeviceKey(store);
}
