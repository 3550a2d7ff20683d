import { randomUUID } from 'node:crypto';
import { isAxiosError, type AxiosError } from 'axios';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, encodePin } from '@ipe/domain';
import { createInternalTransfer, getAccount, type LockedBody } from '../../src';
import { startBankServer, type RunningBankServer } from './bankServer';
import {
  DEMO_PIN,
  accountIdOf,
  bankUser,
  enableThisDevice,
  signIn,
  type BankUser,
} from './bankUser';
import { FAST_CAPTCHA } from './fastCaptcha';

/**
 * The refusals of SPEC §8 provoked for real on the bank server (apps/api, built, on PGlite), each
 * user with their own clients: 423 for a user and for an account that may not move money (on an
 * enabled device, so the device is not the reason), and 429 exceeded_attempts after wrong PINs.
 */
let server: RunningBankServer;

beforeAll(async () => {
  server = await startBankServer(FAST_CAPTCHA);
});

afterAll(async () => {
  await server?.stop();
});

async function rejection(promise: Promise<unknown>): Promise<AxiosError> {
  const error = await promise.then(
    () => expect.unreachable('the call should have failed'),
    (e: unknown) => e,
  );
  if (!isAxiosError(error)) throw error;
  return error;
}

/** Signed in, on a device enabled with an e-mailed code. */
async function readyToOperate(email: string): Promise<BankUser> {
  const user = bankUser(server.origin, email);
  await signIn(user);
  await enableThisDevice(server, user);
  return user;
}

async function transfer(user: BankUser, pin: string) {
  return createInternalTransfer(
    accountIdOf(user),
    {
      destination: { branch: '0001', number: '100001-7' },
      amount_cents: 5_00,
      pin: await encodePin(pin),
    },
    { 'idempotency-key': randomUUID() },
    { clients: user.clients },
  );
}

describe('refusals of the bank server, through @ipe/api-client', () => {
  it('423 user_transaction false (an operator without permission): ask the administrator', async () => {
    const ana = await readyToOperate('ana@ipe.dev');
    const error = await rejection(transfer(ana, DEMO_PIN));
    expect(error.message).toBe('Request failed with status code 423');
    expect(error.response?.data).toMatchObject({
      device_match: true,
      user_transaction: false,
    } satisfies Partial<LockedBody>);
    expect(ana.notifications).toEqual([
      { type: 'negative', message: MESSAGES.NO_PERMISSION, reason: 'no-permission' },
    ]);
    expect(ana.navigations).toEqual([]);
  });

  it('423 status_account_transaction false (an account not REGULAR): ask the administrator', async () => {
    const joao = await readyToOperate('joao@ipe.dev');
    const error = await rejection(transfer(joao, DEMO_PIN));
    expect(error.message).toBe('Request failed with status code 423');
    expect(error.response?.data).toMatchObject({
      device_match: true,
      user_transaction: true,
      status_account_transaction: false,
    } satisfies Partial<LockedBody>);
    expect(joao.notifications).toEqual([
      { type: 'negative', message: MESSAGES.NO_PERMISSION, reason: 'no-permission' },
    ]);
    expect(joao.navigations).toEqual([]);
  });

  it('429 exceeded_attempts on the third wrong PIN: the PIN message and /status REMAKE_KYC', async () => {
    const carlos = await readyToOperate('carlos@ipe.dev');
    for (const remaining of [2, 1]) {
      const wrong = await rejection(transfer(carlos, '9999'));
      expect(wrong.message).toBe('Request failed with status code 403');
      expect(wrong.response?.data).toMatchObject({ remaining_attempts: remaining });
    }
    expect([carlos.notifications, carlos.navigations]).toEqual([[], []]);

    const exceeded = await rejection(transfer(carlos, '9999'));
    expect(exceeded.message).toBe('Request failed with status code 429');
    expect(exceeded.response?.data).toMatchObject({ message: 'exceeded_attempts' });
    expect(carlos.notifications).toEqual([
      {
        type: 'negative',
        message: MESSAGES.PIN_ATTEMPTS_EXCEEDED,
        reason: 'pin-attempts-exceeded',
      },
    ]);
    expect(carlos.navigations).toEqual(['/status?accountStatus=REMAKE_KYC']);

    const account = await getAccount({ clients: carlos.clients });
    expect(account.account_status.status_name).toBe('REMAKE_KYC');
  });
});
