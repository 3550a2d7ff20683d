import { afterEach, describe, expect, it } from 'vitest';
import { createTypedStorage } from '@ipe/domain';
import { createBankClients } from '../clients/createBankClients';
import { changePin, getBankAccountBalance, getStatement, listDevices } from '../generated/requests';
import { bindBankClients } from '../request/bankRequest';
import { createMemoryStore } from '../session/memoryStore';
import { createFakeBank, fakeReply, OPERATION_NAMES, type FakeBankHandlers } from './fakeBank';

const SUB = '6f1c2a4e-1b2c-4d5e-8f90-123456789abc';

function bind(handlers: FakeBankHandlers) {
  const bank = createFakeBank(handlers);
  const storage = createMemoryStore();
  const typed = createTypedStorage(storage);
  typed.set('JWT_TOKEN', 'token');
  typed.set('ACCOUNT_STATUS', {
    account_id: SUB,
    provider_status: 'REGULAR',
    status: 1,
    status_name: 'ACTIVE',
    user_type: 1,
    can_transact: true,
    unique_id_key_hash: null,
    user_name: 'Maria',
  });
  const notices: unknown[] = [];
  bindBankClients(
    createBankClients({
      baseUrls: {
        bank: 'https://bank.example/api',
        otp: 'https://bank.example/api',
        captcha: 'https://bank.example/api',
        postalCode: 'https://bank.example/api',
        extract: 'https://bank.example/api',
        bankServices: 'https://bank.example/api',
      },
      storage,
      navigator: { navigate: () => undefined },
      notifier: { notify: (notice) => void notices.push(notice) },
      adapter: bank.adapter,
    }),
  );
  return { bank, notices };
}

afterEach(() => {
  bindBankClients(undefined);
});

describe('createFakeBank: a bank server in memory, by operation', () => {
  it('answers an operation from its handler, reading path, query and body', async () => {
    const { bank } = bind({
      getStatement: ({ path, query }) => ({
        data: { items: [], days: [], next_cursor: `${path.sub}:${query.limit}` },
      }),
      changePin: () => undefined,
    });
    const page = await getStatement(SUB, { limit: 5 });
    expect(page.data.next_cursor).toBe(`${SUB}:5`);
    await changePin(SUB, { current_pin: 'a'.repeat(64), new_pin: 'b'.repeat(64) });
    expect(bank.callsTo('changePin')).toEqual([
      expect.objectContaining({
        path: { sub: SUB },
        body: { current_pin: 'a'.repeat(64), new_pin: 'b'.repeat(64) },
      }),
    ]);
    // The real clients ran: the call carried the session and a transaction hash.
    expect(bank.callsTo('changePin')[0]!.headers).toMatchObject({
      authorization: 'Bearer token',
      transaction_hash: expect.stringMatching(/^fake-hash-/),
    });
  });

  it('replies an error status through the clients, which handle it as they would the server’s', async () => {
    const { notices } = bind({
      listDevices: () =>
        fakeReply(423, { code: 'DEVICE_NOT_ENABLED', message: 'x', device_match: false }),
    });
    await expect(listDevices()).rejects.toMatchObject({ response: { status: 423 } });
    expect(notices).toHaveLength(1);
  });

  it('checks answers against the contract, and names an operation nobody answered', async () => {
    bind({ getBankAccountBalance: () => ({ data: null }) as never });
    await expect(getBankAccountBalance(SUB)).rejects.toThrow();
    await expect(listDevices()).rejects.toMatchObject({
      response: {
        status: 501,
        data: { code: 'NOT_FAKED', message: expect.stringContaining('listDevices') },
      },
    });
  });

  it('a thrown error is the network failing: no answer at all', async () => {
    bind({ listDevices: () => Promise.reject(new Error('Network Error')) });
    const error = await listDevices().catch((failure: unknown) => failure);
    expect(error).toMatchObject({ message: 'Network Error', code: 'ERR_NETWORK' });
    expect((error as { response?: unknown }).response).toBeUndefined();
  });

  it('knows every operation of the contract', () => {
    expect(OPERATION_NAMES).toContain('createInternalTransfer');
    expect(new Set(OPERATION_NAMES).size).toBe(OPERATION_NAMES.length);
  });
});
