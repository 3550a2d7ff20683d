import { useCallback } from 'react';
import { dataOf, getBankAccount, listDevices } from '@ipe/api-client';
import { useLogin } from '@ipe/api-client/react-query';
import { apiFailureOf } from '../../app/api/errors';
import type { ErrorBody, LoginAnswer, LoginRequest } from '../../app/api/types';
import { useSession } from '../../app/session/sessionContext';

/** A sign-in answers instead of throwing (SPEC §8): the session, or the error and its status. */
export type SignInResult =
  { ok: true; answer: LoginAnswer } | { ok: false; status: number | null; error: ErrorBody | null };

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
  const { mutateAsync: login } = useLogin();
  const { startSession, setAccountInformation, setIdSession } = useSession();

  return useCallback(
    async (request: LoginRequest): Promise<SignInResult> => {
      let answer: LoginAnswer;
      try {
        answer = await login({ data: request });
      } catch (error) {
        const { status, body } = apiFailureOf(error);
        return { ok: false, status, error: body };
      }
      startSession(answer);
      const sub = answer.account_status.account_id;
      // Plain requests, not the cache: the cache of the account signed in starts after this.
      const [information, devices] = await Promise.allSettled([
        getBankAccount(sub).then(dataOf),
        listDevices().then(dataOf),
      ]);
      if (information.status === 'fulfilled') setAccountInformation(information.value);
      if (devices.status === 'fulfilled') {
        const current = devices.value.find((device) => device.current);
        if (current) setIdSession(current.id_session);
      }
      return { ok: true, answer };
    },
    [login, startSession, setAccountInformation, setIdSession],
  );
}
