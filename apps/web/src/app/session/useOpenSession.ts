import { useCallback } from 'react';
import { dataOf, getBankAccount, listDevices } from '@ipe/api-client';
import type { LoginAnswer } from '../api/types';
import { useSession } from './sessionContext';

/** Where a fresh session opens: the status page for an account that is not active, else home. */
export function landingPathFor(statusName: string | undefined, next?: string | null): string {
  if (statusName && statusName !== 'ACTIVE') {
    return `/status?accountStatus=${encodeURIComponent(statusName)}`;
  }
  // Back to the screen an expired session was on (already checked by returnPathOf).
  return next ?? '/bank/home';
}

/**
 * Keeps a session the server just opened (a sign-in or an account switch): token, account status
 * and accounts from the answer, then the account's information and, when this device was
 * enabled before, its session id (so a device enabled once is not sent back to consult mode).
 */
export function useOpenSession() {
  const { startSession, setAccountInformation, setIdSession } = useSession();
  return useCallback(
    async (answer: LoginAnswer): Promise<void> => {
      startSession(answer);
      const sub = answer.account_status.account_id;
      // Plain requests, not the cache: the cache of the account opened starts after this.
      const [information, devices] = await Promise.allSettled([
        getBankAccount(sub).then(dataOf),
        listDevices().then(dataOf),
      ]);
      if (information.status === 'fulfilled') setAccountInformation(information.value);
      if (devices.status === 'fulfilled') {
        const current = devices.value.find((device) => device.current);
        if (current) setIdSession(current.id_session);
      }
    },
    [startSession, setAccountInformation, setIdSession],
  );
}
