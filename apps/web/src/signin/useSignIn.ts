import { useCallback } from 'react';
import { useBankApi } from '../api/apiContext';
import type { LoginRequest } from '../api/types';
import { useSession } from '../session/sessionContext';
import type { SignInResult } from '../api/bankApi';

/** Where a fresh session opens: the status page for an account that is not active, else home. */
export function landingPathFor(statusName: string | undefined, next?: string | null): string {
  if (statusName && statusName !== 'ACTIVE') {
    return `/status?accountStatus=${encodeURIComponent(statusName)}`;
  }
  // Back to the screen an expired session was on (already checked by returnPathOf).
  return next ?? '/bank/home';
}

/**
 * Signs in and keeps the session: token, account status and accounts from the answer, then the
 * account's information and, when this device was enabled before, its session id (so a device
 * enabled once is not sent back to consult mode at every sign-in).
 */
export function useSignIn() {
  const api = useBankApi();
  const { startSession, setAccountInformation, setIdSession } = useSession();

  return useCallback(
    async (request: LoginRequest): Promise<SignInResult> => {
      const result = await api.signIn(request);
      if (!result.ok) return result;
      const { answer } = result;
      startSession(answer);
      const sub = answer.account_status.account_id;
      const [information, devices] = await Promise.allSettled([
        api.getAccount(sub),
        api.listDevices(),
      ]);
      if (information.status === 'fulfilled') setAccountInformation(information.value);
      if (devices.status === 'fulfilled') {
        const current = devices.value.find((device) => device.current);
        if (current) setIdSession(current.id_session);
      }
      return result;
    },
    [api, startSession, setAccountInformation, setIdSession],
  );
}
