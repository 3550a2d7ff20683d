import { afterEach, describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { createTypedStorage } from '@ipe/domain';
import { createBankClients } from './clients/createBankClients';
import {
  getChangeAccountNameMutationOptions,
  getGetBankAccountBalanceQueryOptions,
  getGetBankAccountBalanceQueryKey,
} from './reactQuery';
import { bindBankClients } from './request/bankRequest';
import { createMemoryStore } from './session/memoryStore';
import { createFakeServer } from './testing/fakeServer';
import { ResponseValidationError } from './validation/validateResponse';

afterEach(() => {
  bindBankClients(undefined);
});

const balance = {
  balance: 894400,
  posted: 894400,
  pending_debits: 0,
  pending_credits: 0,
  currency: 'BRL',
  updated_at: '2026-11-23T00:00:00.000Z',
};

function bound(answer: (url: string) => { status: number; data?: unknown }) {
  const storage = createMemoryStore();
  const typed = createTypedStorage(storage);
  typed.set('JWT_TOKEN', 'jwt');
  typed.set('ACCOUNT_STATUS', {
    account_id: 'u-1',
    provider_status: 'REGULAR',
    status: 1,
    user_type: 1,
  });
  const server = createFakeServer([
    (r) =>
      r.url === '/hash/auth' ? { status: 200, data: { data: 'h', expires_in: 60 } } : undefined,
    (r) => answer(r.url),
  ]);
  const origin = 'https://bank.example';
  bindBankClients(
    createBankClients({
      baseUrls: {
        bank: origin,
        otp: origin,
        captcha: origin,
        postalCode: origin,
        extract: origin,
        bankServices: origin,
      },
      storage,
      navigator: { navigate: () => undefined },
      notifier: { notify: () => undefined },
      adapter: server.adapter,
    }),
  );
  return server;
}

describe('generated React Query options (no React needed to run them)', () => {
  it('queries go through the bound clients, with the session headers, and answer validated data', async () => {
    const server = bound(() => ({ status: 200, data: { data: { ...balance, extra: 1 } } }));
    const data = await new QueryClient().fetchQuery(getGetBankAccountBalanceQueryOptions('u-1'));
    expect(data).toEqual({ data: balance });
    expect(getGetBankAccountBalanceQueryKey('u-1')).toEqual(['/v1/bank/accounts/u-1/balance']);
    const call = server.seen.find((r) => r.url !== '/hash/auth')!;
    expect(call.headers).toMatchObject({ authorization: 'Bearer jwt', transaction_hash: 'h' });
  });

  it('a query whose answer breaks the contract fails with ResponseValidationError', async () => {
    bound(() => ({ status: 200, data: { data: { balance: '8.944,00' } } }));
    await expect(
      new QueryClient({ defaultOptions: { queries: { retry: false } } }).fetchQuery(
        getGetBankAccountBalanceQueryOptions('u-1'),
      ),
    ).rejects.toBeInstanceOf(ResponseValidationError);
  });

  it('mutations send their variables', async () => {
    const server = bound(() => ({ status: 400, data: { code: 'VALIDATION_ERROR', message: 'x' } }));
    const { mutationFn } = getChangeAccountNameMutationOptions();
    await expect(mutationFn!({ sub: 'u-1', data: { name: 'Maria' } }, {} as never)).rejects.toThrow(
      'Request failed with status code 400',
    );
    const call = server.seen.find((r) => r.url !== '/hash/auth')!;
    expect([call.method, call.url, call.data]).toEqual([
      'POST',
      '/v1/bank/accounts/u-1/changename',
      { name: 'Maria' },
    ]);
  });
});
