import type { BankApi } from '../api/bankApi';
import { ALL_UP, boundUsers, loginAnswer, mariaInformation, statementPage } from './fixtures';

/**
 * A bank API that answers like the demo server for Maria, without a server: the base of the
 * typed test fake and what the stories run on. `overrides` replace single calls.
 */
export function createDemoBankApi(overrides: Partial<BankApi> = {}): BankApi {
  const api: BankApi = {
    checkHealth: async () => ALL_UP,
    captchaChallengeUrl: () => '/captcha/challenge',
    signIn: async () => ({ ok: true, answer: loginAnswer() }),
    signOut: async () => undefined,
    getAccount: async () => mariaInformation,
    getBalance: async () => ({
      balance: 894_400,
      posted: 894_400,
      pending_debits: 0,
      pending_credits: 0,
      currency: 'BRL',
      updated_at: '2026-11-22T12:00:00.000Z',
    }),
    getStatement: async () => statementPage,
    changeName: async (_sub, name) => ({ ...mariaInformation, name }),
    changeAddress: async (_sub, address) => ({
      ...mariaInformation,
      address: {
        ...address,
        billing_address_complemento: address.billing_address_complemento ?? null,
      },
    }),
    lookupCep: async () => null,
    listDevices: async () => [],
    startDeviceChallenge: async () => ({
      challenge_id: '0d4c8a8e-2f5b-4b71-9a43-5a1f0c9e7b21',
      channel: 'email',
      expires_at: '2026-11-22T12:10:00.000Z',
      destination: 'm***@ipe.dev',
    }),
    enableDevice: async () => {
      throw new Error('enableDevice: give this call an answer in the test');
    },
    disableDevice: async () => undefined,
    forgotPassword: async () => undefined,
    resetPassword: async () => undefined,
    acceptInvitation: async () => undefined,
    changePassword: async () => undefined,
    changePin: async () => undefined,
    listBoundUsers: async () => boundUsers,
    inviteBoundUser: async (_sub, request) => ({
      user_id: '3c9e7d1a-5b2f-4e8a-9c0d-7f6e5d4c3b2a',
      name: request.name,
      email: request.email,
      user_type: request.user_type,
      can_transact: request.can_transact,
      status: 'invited',
      is_you: false,
      created_at: '2026-11-22T12:00:00.000Z',
    }),
    updateBoundUser: async (_sub, userId, request) => {
      const user = boundUsers.find((entry) => entry.user_id === userId) ?? boundUsers[0]!;
      return { ...user, ...request };
    },
    removeBoundUser: async () => undefined,
  };
  return { ...api, ...overrides };
}
