import { isAxiosError } from 'axios';
import { isPublicCall, mapHttpError, type KeyValueStore } from '@ipe/domain';
import type { BankNavigator, BankNotifier } from '../config/ports';
import { clearSession } from '../session/clear-session';

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
          notifier.notify(action.notification);
          if ('navigateTo' in action) navigator.navigate(action.navigateTo);
          break;
        case 'pass-through':
          break;
      }
    }
    return Promise.reject(error);
  };
}
