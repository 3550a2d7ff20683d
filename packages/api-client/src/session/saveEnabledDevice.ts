import { createTypedStorage, type KeyValueStore } from '@ipe/domain';
import type { DeviceEnabled } from '../generated/model';

/**
 * Keeps what enabling this device answered (POST /otp/v1/devices/enable): the device session id
 * in ID_SESSION and the account status with the device's key hash, which together end consult
 * mode for this device (SPEC §4).
 */
export function saveEnabledDevice(store: KeyValueStore, enabled: DeviceEnabled): void {
  const storage = createTypedStorage(store);
  storage.set('ID_SESSION', enabled.id_session);
  storage.set('ACCOUNT_STATUS', enabled.account_status);
}
