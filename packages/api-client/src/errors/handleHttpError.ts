import { isAxiosError } from 'axios';
import {
  createTypedStorage,
  isPublicCall,
  mapHttpError,
  withPinLocked,
  type KeyValueStore,
} from '@ipe/domain';
import type { BankNavigator, BankNotifier } from '../config/ports';
import { clearSession } from '../session/clearSession';

export interface HttpErrorHandlerOptions {
  storage: KeyValueStore;
  navigator: BankNavigator;
  notifier: BankNotifier;
}

/**
 * A response-error interceptor doing what SPEC §8 says for 401, 423 and 429 (through
 * @ipe/domain's mapHttpError). The call still rejects with axios' own error, unchanged, so callers
 * see axios' messages ('Request failed with status code N', 'Network Error', …); errors of public
 * calls and errors without a response only pass through.
 */
export function handleHttpError({ storage, navigator, notifier }: HttpErrorHandlerOptions) {
  return (error: unknown): Promise<never> => {
    if (isAxiosError(error) && error.response) {
      const action = mapHttpError(error.response.status, error.response.data, {
        publicCall: isPublicCall(error.config?.url),
      });
      switch (action.kind) {
        case 'logout':
          clearSession(storage);
          navigator.navigate(action.navigateTo);
          break;
        case 'notify':
          // The PIN is locked now: the stored status says so at once, so the app shows consult
          // mode before anyone signs in again (the server answers the same from now on).
          if (action.reason === 'pin-attempts-exceeded') lockStoredStatus(storage);
          notifier.notify({ ...action.notification, reason: action.reason });
          if ('navigateTo' in action) navigator.navigate(action.navigateTo);
          break;
        case 'pass-through':
          break;
      }
    }
    return Promise.reject(error);
  };
}

function lockStoredStatus(store: KeyValueStore): void {
  const storage = createTypedStorage(store);
  const status = storage.get('ACCOUNT_STATUS');
  if (status) storage.set('ACCOUNT_STATUS', withPinLocked(status));
}
