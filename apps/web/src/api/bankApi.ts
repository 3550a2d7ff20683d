import {
  acceptInvitation,
  changeAccountAddress,
  changeAccountName,
  changePassword,
  changePin,
  checkHealth,
  disableDevice,
  enableDevice,
  forgotPassword,
  getBankAccount,
  getBankAccountBalance,
  getPostalCode,
  getStatement,
  inviteBoundUser,
  listBoundUsers,
  listDevices,
  login,
  logout,
  removeBoundUser,
  resetPassword,
  startDeviceChallenge,
  updateBoundUser,
  type BankClients,
  type GetStatementParams,
} from '@ipe/api-client';
import { apiFailureOf } from './errors';
import type {
  AcceptInvitationRequest,
  AccountInformation,
  BoundUser,
  ChangeAddressRequest,
  ChangePasswordRequest,
  ChangePinRequest,
  Device,
  DeviceEnabled,
  EnableDeviceRequest,
  ErrorBody,
  ForgotPasswordRequest,
  HealthFlags,
  InviteBoundUserRequest,
  LoginAnswer,
  LoginRequest,
  OtpChallenge,
  OtpChannel,
  PostalAddress,
  ResetPasswordRequest,
  StatementPage,
  UpdateBoundUserRequest,
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
  /** Public: e-mails a reset code when the e-mail has an account (answers alike either way). */
  forgotPassword(request: ForgotPasswordRequest): Promise<void>;
  /** Public: the e-mailed code and the new password; every session of the user ends. */
  resetPassword(request: ResetPasswordRequest): Promise<void>;
  /** Public: turns an e-mailed invitation into a user bound to the inviting account. */
  acceptInvitation(request: AcceptInvitationRequest): Promise<void>;
  changePassword(sub: string, request: ChangePasswordRequest): Promise<void>;
  /** Both PINs already encodePin()'d. */
  changePin(sub: string, request: ChangePinRequest): Promise<void>;
  listBoundUsers(sub: string): Promise<BoundUser[]>;
  inviteBoundUser(sub: string, request: InviteBoundUserRequest): Promise<BoundUser>;
  updateBoundUser(sub: string, userId: string, request: UpdateBoundUserRequest): Promise<BoundUser>;
  removeBoundUser(sub: string, userId: string): Promise<void>;
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
    async forgotPassword(request) {
      await forgotPassword(request, via);
    },
    resetPassword: (request) => resetPassword(request, via),
    acceptInvitation: (request) => acceptInvitation(request, via),
    changePassword: (sub, request) => changePassword(encodeURIComponent(sub), request, via),
    changePin: (sub, request) => changePin(encodeURIComponent(sub), request, via),
    listBoundUsers: async (sub) => (await listBoundUsers(encodeURIComponent(sub), via)).data,
    inviteBoundUser: async (sub, request) =>
      (await inviteBoundUser(encodeURIComponent(sub), request, via)).data,
    updateBoundUser: async (sub, userId, request) =>
      (await updateBoundUser(encodeURIComponent(sub), encodeURIComponent(userId), request, via))
        .data,
    removeBoundUser: (sub, userId) =>
      removeBoundUser(encodeURIComponent(sub), encodeURIComponent(userId), via),
  };
}
