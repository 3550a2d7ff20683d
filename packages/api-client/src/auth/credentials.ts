import { createTypedStorage, type KeyValueStore } from '@ipe/domain';

/** What identifies the caller on an authenticated call; null when not known (yet). */
export interface SessionCredentials {
  token: string | null;
  accountId: string | null;
  deviceKey: string | null;
}

/** Reads the credentials anew for every request, so a sign-in or logout takes effect at once. */
export type CredentialsSource = () => SessionCredentials | Promise<SessionCredentials>;

/**
 * The storage key of this browser's device key. It is not one of SPEC §3's keys: the spec names
 * only the device session id (ID_SESSION); the key itself is what the server hashes into
 * unique_id_key_hash.
 */
export const DEVICE_KEY_STORAGE_NAME = 'DEVICE_KEY';

function nonEmptyString(value: unknown): string | null {
  return typeof value === 'string' && value !== '' ? value : null;
}

/** Credentials from Ipê's storage: JWT_TOKEN, ACCOUNT_STATUS.account_id and the device key. */
export function storageCredentials(store: KeyValueStore): CredentialsSource {
  const storage = createTypedStorage(store);
  return () => {
    const status: unknown = storage.get('ACCOUNT_STATUS');
    const accountId =
      typeof status === 'object' && status !== null
        ? nonEmptyString((status as { account_id?: unknown }).account_id)
        : null;
    return {
      token: nonEmptyString(storage.get('JWT_TOKEN')),
      accountId,
      deviceKey: nonEmptyString(storage.get(DEVICE_KEY_STORAGE_NAME)),
    };
  };
}
