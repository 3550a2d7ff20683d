import { useCallback } from 'react';
import { useLogin } from '@ipe/api-client/react-query';
import { apiFailureOf } from '../../app/api/errors';
import type { ErrorBody, LoginAnswer, LoginRequest } from '../../app/api/types';
import { useOpenSession } from '../../app/session/useOpenSession';

/** A sign-in answers instead of throwing (SPEC §8): the session, or the error and its status. */
export type SignInResult =
  { ok: true; answer: LoginAnswer } | { ok: false; status: number | null; error: ErrorBody | null };

/** Signs in and keeps the session the server opened. */
export function useSignIn() {
  const { mutateAsync: login } = useLogin();
  const openSession = useOpenSession();

  return useCallback(
    async (request: LoginRequest): Promise<SignInResult> => {
      let answer: LoginAnswer;
      try {
        answer = await login({ data: request });
      } catch (error) {
        const { status, body } = apiFailureOf(error);
        return { ok: false, status, error: body };
      }
      await openSession(answer);
      return { ok: true, answer };
    },
    [login, openSession],
  );
}
