import { createTypedStorage, type KeyValueStore } from '@ipe/domain';
import { DEVICE_KEY_STORAGE_NAME } from '../auth/credentials';

/**
 * This device's key, created on first use: a random UUID kept in storage. The server keeps only
 * its hash (unique_id_key_hash) once the device is enabled with a one-time code.
 */
export function ensureDeviceKey(store: KeyValueStore): string {
  const storage = createTypedStorage(store);
  const existing = storage.get(DEVICE_KEY_STORAGE_NAME);
  if (typeof existing === 'string' && existing !== '') return existing;
  const created = globalThis.crypto.randomUUID();
  storage.set(DEVICE_KEY_STORAGE_NAME, created);
  return created;
}
