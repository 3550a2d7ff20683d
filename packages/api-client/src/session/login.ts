import { isAxiosError, type AxiosInstance, type AxiosResponse } from 'axios';
import type { KeyValueStore } from '@ipe/domain';
import type { LoginAnswer } from '../generated/model';
import { LoginResponse } from '../generated/zod';
import { saveSession } from './saveSession';

/** The sign-in route (SPEC §7), public: no auth headers, errors passed through. */
export const LOGIN_PATH = '/v3/public/bank/login';

/** SPEC §3: e-mail and password, plus the proof the bank server asks for. */
export interface LoginPayload {
  email: string;
  password: string;
  /** The solved ALTCHA challenge of GET /captcha/challenge (the widget's payload). */
  altcha?: string;
  /** The account to open when the user has several; the first one otherwise. */
  account_id?: string;
  [extra: string]: unknown;
}

export interface LoginOptions {
  /** Where to keep the session on success (JWT_TOKEN, ACCOUNT_STATUS, ACCOUNTS, device key). */
  storage?: KeyValueStore;
}

/**
 * Signs in on the main bank client. SPEC §8: a login error is answered, not thrown: the error
 * response (a wrong password's 401, a 429, a 400…), or null when there is none (network down).
 * Anything that is not an HTTP error (a contract mismatch of a 2xx answer) still throws. With
 * `storage`, a successful sign-in is kept there, so the clients' next calls carry it.
 */
export async function login<T = LoginAnswer>(
  bank: AxiosInstance,
  payload: LoginPayload,
  options: LoginOptions = {},
): Promise<AxiosResponse<T> | AxiosResponse | null> {
  let response: AxiosResponse<T>;
  try {
    response = await bank.post<T>(LOGIN_PATH, payload);
  } catch (error) {
    if (isAxiosError(error)) return error.response ?? null;
    throw error;
  }
  if (options.storage) saveSession(options.storage, LoginResponse.parse(response.data));
  return response;
}
