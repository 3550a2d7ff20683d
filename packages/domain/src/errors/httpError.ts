import { MESSAGES } from './messages';

/** Where the app goes when PIN attempts are exceeded (SPEC §4/§8). */
export const REMAKE_KYC_ROUTE = '/status?accountStatus=REMAKE_KYC';
export const LOGOUT_ROUTE = '/logout';

export interface HttpErrorContext {
  /** The call was public (see isPublicCall): its errors reach the caller unchanged. */
  publicCall: boolean;
}

/**
 * What the app must do about a failed call (SPEC §8). Every variant still rejects the call:
 * this says only what to show and where to go besides.
 */
export type HttpErrorAction =
  | { kind: 'pass-through' }
  | { kind: 'logout'; clearStorage: true; navigateTo: typeof LOGOUT_ROUTE }
  | {
      kind: 'notify';
      reason: 'device-not-enabled' | 'no-permission';
      notification: { type: 'negative'; message: string };
    }
  | {
      kind: 'notify';
      reason: 'pin-attempts-exceeded';
      notification: { type: 'negative'; message: string };
      navigateTo: typeof REMAKE_KYC_ROUTE;
    };

const PASS_THROUGH: HttpErrorAction = Object.freeze({ kind: 'pass-through' });

function field(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null
    ? (body as Record<string, unknown>)[name]
    : undefined;
}

/**
 * Maps an HTTP error status and its body to the product behaviour of SPEC §8.
 * Public calls always pass through (a wrong password's 401 must reach the sign-in screen).
 * A 423 with device_match false is about the device first, so it wins over missing permissions.
 * Flags count only when they are literally `false`: an absent flag is no verdict.
 */
export function mapHttpError(
  status: number,
  body: unknown,
  { publicCall }: HttpErrorContext,
): HttpErrorAction {
  if (publicCall) return PASS_THROUGH;
  switch (status) {
    case 401:
      return { kind: 'logout', clearStorage: true, navigateTo: LOGOUT_ROUTE };
    case 423:
      if (field(body, 'device_match') === false) {
        return {
          kind: 'notify',
          reason: 'device-not-enabled',
          notification: { type: 'negative', message: MESSAGES.DEVICE_NOT_ENABLED },
        };
      }
      if (
        field(body, 'status_account_transaction') === false ||
        field(body, 'user_transaction') === false
      ) {
        return {
          kind: 'notify',
          reason: 'no-permission',
          notification: { type: 'negative', message: MESSAGES.NO_PERMISSION },
        };
      }
      return PASS_THROUGH;
    case 429:
      if (field(body, 'message') === 'exceeded_attempts') {
        return {
          kind: 'notify',
          reason: 'pin-attempts-exceeded',
          notification: { type: 'negative', message: MESSAGES.PIN_ATTEMPTS_EXCEEDED },
          navigateTo: REMAKE_KYC_ROUTE,
        };
      }
      return PASS_THROUGH;
    default:
      return PASS_THROUGH;
  }
}
