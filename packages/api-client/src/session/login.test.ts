import { describe, expect, it } from 'vitest';
import axios, { AxiosError } from 'axios';
import { createTypedStorage } from '@ipe/domain';
import { storageCredentials } from '../auth/credentials';
import { createFakeServer, on } from '../testing/fakeServer';
import { LOGIN_PATH, login } from './login';
import { createMemoryStore } from './memoryStore';
import { saveEnabledDevice } from './saveEnabledDevice';
import { saveSession, type SignedInSession } from './saveSession';

function bank(reply: Parameters<typeof on>[2]) {
  const server = createFakeServer([on('POST', LOGIN_PATH, reply)]);
  return { client: axios.create({ adapter: server.adapter }), server };
}

describe('login (SPEC §8: login error → the error response, or null)', () => {
  it('answers the success response', async () => {
    const { client, server } = bank({ status: 200, data: { token: 't' } });
    const response = await login(client, { email: 'ana@ipe.dev', password: 'x', captcha: 'p' });
    expect(response?.status).toBe(200);
    expect(response?.data).toEqual({ token: 't' });
    expect(server.seen[0]!.data).toEqual({ email: 'ana@ipe.dev', password: 'x', captcha: 'p' });
  });

  it('answers the error response instead of throwing', async () => {
    const { client } = bank({
      status: 401,
      data: { code: 'INVALID_CREDENTIALS', message: 'E-mail ou senha inválidos.' },
    });
    const response = await login(client, { email: 'ana@ipe.dev', password: 'wrong' });
    expect(response?.status).toBe(401);
    expect(response?.data).toEqual({
      code: 'INVALID_CREDENTIALS',
      message: 'E-mail ou senha inválidos.',
    });
  });

  it('answers null when there is no response', async () => {
    const { client } = bank(new AxiosError('Network Error', AxiosError.ERR_NETWORK));
    await expect(login(client, { email: 'a@b.c', password: 'x' })).resolves.toBeNull();
  });

  it('still throws what is not an HTTP error', async () => {
    const { client } = bank(new TypeError('boom'));
    await expect(login(client, { email: 'a@b.c', password: 'x' })).rejects.toThrow('boom');
  });
});

const accountStatus = {
  account_id: '6f1c0d2e-8a4b-4c3d-9e8f-0a1b2c3d4e5f',
  provider_status: 'REGULAR',
  status: 1,
  status_name: 'ACTIVE',
  user_type: 1,
  can_transact: true,
  unique_id_key_hash: null,
  user_name: 'Maria Oliveira Santos',
};
const answer = {
  token: 'jwt-1',
  token_type: 'Bearer',
  expires_in: 900,
  expires_at: '2026-11-23T03:00:00.000Z',
  account_status: accountStatus,
  accounts: [],
};

describe('login with storage', () => {
  it('keeps the session where the clients read it, with a device key', async () => {
    const { client } = bank({ status: 200, data: answer });
    const store = createMemoryStore();
    await login(client, { email: 'a@b.c', password: 'x', altcha: 'p' }, { storage: store });
    const storage = createTypedStorage(store);
    expect(storage.get('JWT_TOKEN')).toBe('jwt-1');
    expect(storage.get('ACCOUNT_STATUS')).toEqual(accountStatus);
    expect(storage.get('ACCOUNTS')).toEqual([]);
    expect(storageCredentials(store)()).toEqual({
      token: 'jwt-1',
      accountId: accountStatus.account_id,
      deviceKey: expect.stringMatching(/^[0-9a-f-]{36}$/),
    });
  });

  it('keeps nothing when the sign-in fails', async () => {
    const { client } = bank({ status: 401, data: { code: 'X', message: 'Não.' } });
    const store = createMemoryStore();
    await login(client, { email: 'a@b.c', password: 'x' }, { storage: store });
    expect(store.length).toBe(0);
  });

  it('refuses to keep an answer that is not a sign-in', async () => {
    const { client } = bank({ status: 200, data: { token: 't' } });
    const store = createMemoryStore();
    await expect(
      login(client, { email: 'a@b.c', password: 'x' }, { storage: store }),
    ).rejects.toThrow();
    expect(store.length).toBe(0);
  });
});

describe('saveSession and saveEnabledDevice', () => {
  it('drop the device session id of another account, keep the one of the same account', () => {
    const store = createMemoryStore();
    const storage = createTypedStorage(store);
    saveSession(store, answer as SignedInSession);
    saveEnabledDevice(store, {
      id_session: 'session-9',
      unique_id_key_hash: 'abc',
      account_status: { ...accountStatus, unique_id_key_hash: 'abc' } as never,
    });
    expect(storage.get('ID_SESSION')).toBe('session-9');
    expect(storage.get('ACCOUNT_STATUS')).toMatchObject({ unique_id_key_hash: 'abc' });

    saveSession(store, answer as SignedInSession);
    expect(storage.get('ID_SESSION')).toBe('session-9');

    const other = { ...accountStatus, account_id: 'a8e5c0d2-1111-4222-8333-444455556666' };
    saveSession(store, { ...answer, account_status: other } as SignedInSession);
    expect(storage.get('ID_SESSION')).toBeNull();
    expect(storage.get('ACCOUNT_STATUS')).toEqual(other);
  });
});
