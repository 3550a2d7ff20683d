import { createTypedStorage, type KeyValueStore } from '@ipe/domain';
import { DEVICE_KEY_STORAGE_NAME } from '../auth/credentials';

/**
 * Clears Ipê's storage (SPEC §4: a 401 clears local storage) but keeps this device's key: it
 * names the device, not the session, and losing it would unbind the device on every expired token.
 */
export function clearSession(store: KeyValueStore): void {
  const storage = createTypedStorage(store);
  const deviceKey = storage.get(DEVICE_KEY_STORAGE_NAME);
  storage.clear();
  if (deviceKey !== null) storage.set(DEVICE_KEY_STORAGE_NAME, deviceKey);
}
