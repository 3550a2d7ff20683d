import {
  changeAccountAddress,
  changeAccountName,
  checkHealth,
  disableDevice,
  enableDevice,
  getBankAccount,
  getBankAccountBalance,
  getPostalCode,
  getStatement,
  listDevices,
  login,
  logout,
  startDeviceChallenge,
  type BankClients,
  type GetStatementParams,
} from '@ipe/api-client';
import { apiFailureOf } from './errors';
import type {
  AccountInformation,
  ChangeAddressRequest,
  Device,
  DeviceEnabled,
  EnableDeviceRequest,
  ErrorBody,
  HealthFlags,
  LoginAnswer,
  LoginRequest,
  OtpChallenge,
  OtpChannel,
  PostalAddress,
  StatementPage,
} from './types';

/** A sign-in answers instead of throwing (SPEC §8): the session, or the error and its status. */
export type SignInResult =
  { ok: true; answer: LoginAnswer } | { ok: false; status: number | null; error: ErrorBody | null };

/**
 * Every call the app makes, typed, in one place. Screens reach the server only through this
 * interface, given by context (tests hand them a typed fake). The implementation calls
 * @ipe/api-client's generated request functions on this app's clients, so the auth headers, the
 * transaction hash, SPEC §8's 401/423/429 handling and the contract's zod checks all apply.
 */
export interface BankApi {
  checkHealth(): Promise<HealthFlags>;
  /** The URL the captcha widget fetches its challenge from (the captcha API). */
  captchaChallengeUrl(): string;
  signIn(request: LoginRequest): Promise<SignInResult>;
  signOut(): Promise<void>;
  getAccount(sub: string): Promise<AccountInformation>;
  /** SPEC §7: the answer in data.data, falling back to null. */
  getBalance(sub: string): Promise<unknown>;
  getStatement(
    sub: string,
    page?: { limit?: number; cursor?: string | null },
  ): Promise<StatementPage>;
  changeName(sub: string, name: string): Promise<AccountInformation>;
  changeAddress(sub: string, address: ChangeAddressRequest): Promise<AccountInformation>;
  /** null when the CEP is unknown. */
  lookupCep(cep: string): Promise<PostalAddress | null>;
  listDevices(): Promise<Device[]>;
  startDeviceChallenge(channel: OtpChannel): Promise<OtpChallenge>;
  enableDevice(request: EnableDeviceRequest): Promise<DeviceEnabled>;
  disableDevice(idSession: string): Promise<void>;
}

/** The BankApi over this app's clients of SPEC §7. */
export function createBankApi(clients: BankClients, captchaBaseUrl: string): BankApi {
  const via = { clients };
  return {
    checkHealth: () => checkHealth(via),
    captchaChallengeUrl: () => `${captchaBaseUrl}/captcha/challenge`,
    async signIn(request) {
      const response = await login<LoginAnswer>(clients.bank, { ...request });
      if (response === null) return { ok: false, status: null, error: null };
      if (response.status >= 200 && response.status < 300) {
        return { ok: true, answer: response.data as LoginAnswer };
      }
      return { ok: false, status: response.status, error: apiFailureOf({ response }).body };
    },
    signOut: () => logout(via),
    getAccount: async (sub) => (await getBankAccount(encodeURIComponent(sub), via)).data,
    async getBalance(sub) {
      const answer: { data?: unknown } | null = await getBankAccountBalance(
        encodeURIComponent(sub),
        via,
      );
      return answer?.data ?? null;
    },
    async getStatement(sub, page = {}) {
      const params: GetStatementParams = { limit: page.limit ?? 20 };
      if (page.cursor) params.cursor = page.cursor;
      return (await getStatement(encodeURIComponent(sub), params, via)).data;
    },
    changeName: async (sub, name) =>
      (await changeAccountName(encodeURIComponent(sub), { name }, via)).data,
    changeAddress: async (sub, address) =>
      (await changeAccountAddress(encodeURIComponent(sub), address, via)).data,
    async lookupCep(cep) {
      try {
        return (await getPostalCode(encodeURIComponent(cep), via)).data;
      } catch (error) {
        if (apiFailureOf(error).status === 404) return null;
        throw error;
      }
    },
    listDevices: async () => (await listDevices(via)).data,
    startDeviceChallenge: async (channel) => (await startDeviceChallenge({ channel }, via)).data,
    enableDevice: async (request) => (await enableDevice(request, via)).data,
    disableDevice: (idSession) => disableDevice(encodeURIComponent(idSession), via),
  };
}
