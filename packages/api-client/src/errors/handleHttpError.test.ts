import { describe, expect, it } from 'vitest';
import { AxiosError, isAxiosError } from 'axios';
import { MESSAGES, createTypedStorage, isConsultMode, storageKey } from '@ipe/domain';
import { createBankClients } from '../clients/createBankClients';
import type { BankNotification } from '../config/ports';
import { DEVICE_KEY_STORAGE_NAME } from '../auth/credentials';
import { createMemoryStore } from '../session/memoryStore';
import { createFakeServer, type FakeReply, type FakeRoute } from '../testing/fakeServer';

const baseUrls = {
  bank: 'https://bank.example',
  otp: 'https://otp.example',
  captcha: 'https://captcha.example',
  postalCode: 'https://cep.example',
  extract: 'https://extract.example',
  bankServices: 'https://services.example',
};

const hash: FakeRoute = (r) =>
  r.url === '/hash/auth' ? { status: 200, data: { data: 'h' } } : undefined;

function setup(reply: FakeReply) {
  const storage = createMemoryStore({ 'other-app:theme': 'dark' });
  const typed = createTypedStorage(storage);
  typed.set('JWT_TOKEN', 'jwt');
  typed.set('ACCOUNT_STATUS', {
    account_id: 'a1',
    provider_status: 'REGULAR',
    status: 1,
    user_type: 1,
  });
  typed.set('ID_SESSION', 'session-1');
  typed.set(DEVICE_KEY_STORAGE_NAME, 'device-1');
  const navigations: string[] = [];
  const notifications: BankNotification[] = [];
  const server = createFakeServer([hash, () => reply]);
  const clients = createBankClients({
    baseUrls,
    storage,
    navigator: { navigate: (path) => void navigations.push(path) },
    notifier: { notify: (n) => void notifications.push(n) },
    adapter: server.adapter,
    responseSchemas: [],
  });
  return { clients, storage, typed, navigations, notifications };
}

async function rejection(promise: Promise<unknown>): Promise<AxiosError> {
  const error = await promise.then(
    () => expect.unreachable('the call should fail'),
    (e: unknown) => e,
  );
  if (!isAxiosError(error)) throw error;
  return error;
}

describe('response side (SPEC §8)', () => {
  it('401 on an authenticated call clears storage and goes to the logout route', async () => {
    const { clients, storage, typed, navigations, notifications } = setup({
      status: 401,
      data: { code: 'unauthorized', message: 'Sessão expirada' },
    });
    const error = await rejection(clients.bank.get('/phoenix/bank/v1/account'));
    expect(error.message).toBe('Request failed with status code 401');
    expect(error.response?.data).toEqual({ code: 'unauthorized', message: 'Sessão expirada' });
    expect(navigations).toEqual(['/logout']);
    expect(notifications).toEqual([]);
    expect(typed.get('JWT_TOKEN')).toBeNull();
    expect(typed.get('ACCOUNT_STATUS')).toBeNull();
    expect(typed.get('ID_SESSION')).toBeNull();
    // The device's own key and other apps' keys survive
    expect(typed.get(DEVICE_KEY_STORAGE_NAME)).toBe('device-1');
    expect(storage.getItem('other-app:theme')).toBe('dark');
    expect(storage.getItem(storageKey('JWT_TOKEN'))).toBeNull();
  });

  it('401 from the hash service logs out as well', async () => {
    const storage = createMemoryStore();
    const typed = createTypedStorage(storage);
    typed.set('JWT_TOKEN', 'jwt');
    typed.set('ACCOUNT_STATUS', {
      account_id: 'a1',
      provider_status: 'REGULAR',
      status: 1,
      user_type: 1,
    });
    const navigations: string[] = [];
    const server = createFakeServer([() => ({ status: 401, data: { code: 'unauthorized' } })]);
    const clients = createBankClients({
      baseUrls,
      storage,
      navigator: { navigate: (path) => void navigations.push(path) },
      notifier: { notify: () => undefined },
      adapter: server.adapter,
      responseSchemas: [],
    });
    await rejection(clients.bank.get('/phoenix/bank/v1/account'));
    expect(server.seen.map((r) => r.url)).toEqual(['/hash/auth']);
    expect(navigations).toEqual(['/logout']);
    expect(typed.get('JWT_TOKEN')).toBeNull();
  });

  it('423 device_match false shows the enable-your-device message', async () => {
    const { clients, navigations, notifications, typed } = setup({
      status: 423,
      data: { device_match: false, status_account_transaction: true, user_transaction: true },
    });
    const error = await rejection(clients.bank.post('/v1/bank/transfers', {}));
    expect(error.message).toBe('Request failed with status code 423');
    expect(notifications).toEqual([
      {
        type: 'negative',
        message: 'Você está em modo consulta, habilite o seu aparelho para liberar esta função!',
        reason: 'device-not-enabled',
      },
    ]);
    expect(navigations).toEqual([]);
    expect(typed.get('JWT_TOKEN')).toBe('jwt');
  });

  it.each([
    { device_match: true, status_account_transaction: false, user_transaction: true },
    { device_match: true, status_account_transaction: true, user_transaction: false },
  ])('423 %j shows the no-permission message', async (body) => {
    const { clients, navigations, notifications } = setup({ status: 423, data: body });
    await rejection(clients.bank.post('/v1/bank/transfers', {}));
    expect(notifications).toEqual([
      {
        type: 'negative',
        message:
          'Você não possui permissão para operar esta função. Solicite ao administrador a liberação do acesso',
        reason: 'no-permission',
      },
    ]);
    expect(navigations).toEqual([]);
  });

  it('429 exceeded_attempts shows the PIN message and goes to the REMAKE_KYC status', async () => {
    const { clients, typed, navigations, notifications } = setup({
      status: 429,
      data: { message: 'exceeded_attempts' },
    });
    const error = await rejection(clients.bank.post('/v1/bank/transfers', {}));
    expect(error.message).toBe('Request failed with status code 429');
    expect(notifications).toEqual([
      {
        type: 'negative',
        message: MESSAGES.PIN_ATTEMPTS_EXCEEDED,
        reason: 'pin-attempts-exceeded',
      },
    ]);
    expect(notifications[0]!.message).toBe('Tentativas de PIN excedidas!');
    expect(navigations).toEqual(['/status?accountStatus=REMAKE_KYC']);
    // Consult mode at once: the stored status is REMAKE_KYC before anyone signs in again.
    expect(typed.get('ACCOUNT_STATUS')).toMatchObject({ status: 4, status_name: 'REMAKE_KYC' });
    expect(isConsultMode(typed.get('ACCOUNT_STATUS'), { idSession: 'session-1' })).toBe(true);
  });

  it('429 for another reason (rate limit) does nothing besides rejecting', async () => {
    const { clients, navigations, notifications } = setup({
      status: 429,
      data: { code: 'rate_limited', message: 'Muitas tentativas' },
    });
    await rejection(clients.bank.get('/phoenix/bank/v1/account'));
    expect([navigations, notifications]).toEqual([[], []]);
  });

  it.each([
    [401, { code: 'invalid_credentials', message: 'E-mail ou senha inválidos' }],
    [423, { device_match: false }],
    [429, { message: 'exceeded_attempts' }],
    [500, { code: 'internal', message: 'Erro' }],
  ])('errors of public routes pass through unchanged (%i)', async (status, data) => {
    const { clients, navigations, notifications, typed } = setup({ status, data });
    const error = await rejection(
      clients.bank.post('/v3/public/bank/login', { email: 'a@b.c', password: 'x' }),
    );
    expect(error.message).toBe(`Request failed with status code ${status}`);
    expect(error.response?.status).toBe(status);
    expect(error.response?.data).toEqual(data);
    expect([navigations, notifications]).toEqual([[], []]);
    expect(typed.get('JWT_TOKEN')).toBe('jwt');
  });

  it('health-check errors pass through unchanged', async () => {
    const { clients, navigations, typed } = setup({ status: 401, data: null });
    await rejection(clients.bank.get('/service/checkhealth'));
    expect(navigations).toEqual([]);
    expect(typed.get('JWT_TOKEN')).toBe('jwt');
  });

  it('other statuses only reject, with axios message', async () => {
    for (const status of [400, 403, 404, 409, 422, 500, 503]) {
      const { clients, navigations, notifications } = setup({ status, data: { code: 'x' } });
      const error = await rejection(clients.bank.get('/phoenix/bank/v1/account'));
      expect(error.message).toBe(`Request failed with status code ${status}`);
      expect([navigations, notifications]).toEqual([[], []]);
    }
  });

  it('errors without a response pass through with their message', async () => {
    for (const message of ['Network Error', 'Request aborted', 'timeout of 0ms exceeded']) {
      const { clients, navigations } = setup(new AxiosError(message, AxiosError.ERR_NETWORK));
      const error = await rejection(clients.bank.get('/phoenix/bank/v1/account'));
      expect(error.message).toBe(message);
      expect(navigations).toEqual([]);
    }
  });

  it('the extract, bank-services and OTP clients log out on 401 too', async () => {
    for (const name of ['extract', 'bankServices', 'otp'] as const) {
      const { clients, navigations, typed } = setup({ status: 401, data: {} });
      await rejection(clients[name].get('/x'));
      expect(navigations).toEqual(['/logout']);
      expect(typed.get('JWT_TOKEN')).toBeNull();
    }
  });

  it.each(['captcha', 'postalCode'] as const)(
    'the %s client, not authenticated, leaves its errors alone',
    async (name) => {
      const { clients, navigations, notifications, typed } = setup({ status: 401, data: {} });
      await rejection(clients[name].get('/x'));
      expect([navigations, notifications]).toEqual([[], []]);
      expect(typed.get('JWT_TOKEN')).toBe('jwt');
    },
  );
});
