import { randomUUID } from 'node:crypto';
import { isAxiosError, type AxiosError } from 'axios';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES, createTypedStorage, encodePin } from '@ipe/domain';
import {
  DEVICE_KEY_STORAGE_NAME,
  bindBankClients,
  changeAccountAddress,
  createInternalTransfer,
  getAccountBalance,
  getBankAccount,
  getBankAccountBalance,
  getCaptchaChallenge,
  getPostalCode,
  listDevices,
  login,
  logout,
  type LockedBody,
} from '../../src';
import { startBankServer, type RunningBankServer } from './bankServer';
import {
  DEMO_PIN,
  accountIdOf,
  bankUser,
  deviceKeyOf,
  enableThisDevice,
  sha256Hex,
  signIn,
  type BankUser,
} from './bankUser';
import { solveAltcha } from './captcha';
import { FAST_CAPTCHA } from './fastCaptcha';

/**
 * Maria's day through this client against the real bank server (apps/api, built, on PGlite):
 * sign-in, both balance routes, a new address, a device enabled, money moved, and the end of
 * the session. Her calls go through the six clients bound with bindBankClients.
 */
let server: RunningBankServer;
let maria: BankUser;

beforeAll(async () => {
  server = await startBankServer(FAST_CAPTCHA);
  maria = bankUser(server.origin, 'maria@ipe.dev');
  bindBankClients(maria.clients);
});

afterAll(async () => {
  bindBankClients(undefined);
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

async function balances() {
  const [phoenix, bank] = await Promise.all([
    getAccountBalance(),
    getBankAccountBalance(accountIdOf(maria)),
  ]);
  return { phoenix, bank };
}

describe('through @ipe/api-client, against the real bank server', () => {
  it('a wrong password answers the 401 response, passed through untouched (public call)', async () => {
    const response = await login(maria.clients.bank, {
      email: maria.email,
      password: 'not-the-password',
      altcha: await solveAltcha(await getCaptchaChallenge()),
    });
    expect(response?.status).toBe(401);
    expect(response?.data).toMatchObject({ code: expect.any(String), message: expect.any(String) });
    expect(createTypedStorage(maria.storage).get('JWT_TOKEN')).toBeNull();
    expect([maria.navigations, maria.notifications]).toEqual([[], []]);
  });

  it('signs in with the ALTCHA proof of work solved, and keeps the session', async () => {
    const answer = await signIn(maria);
    expect(answer.account_status).toMatchObject({
      provider_status: 'REGULAR',
      status: 1,
      status_name: 'ACTIVE',
      user_type: 1,
    });
    const storage = createTypedStorage(maria.storage);
    expect(storage.get('JWT_TOKEN')).toBe(answer.token);
    expect(storage.get('ACCOUNT_STATUS')).toEqual(answer.account_status);
    expect(storage.get('ACCOUNTS')).toEqual(answer.accounts);
    expect(storage.get(DEVICE_KEY_STORAGE_NAME)).toEqual(expect.any(String));
  });

  it('reads the same balance, in centavos, on both balance routes', async () => {
    const { phoenix, bank } = await balances();
    expect(Number.isInteger(phoenix.balance)).toBe(true);
    expect(phoenix.balance).toBeGreaterThan(0);
    expect(phoenix.currency).toBe('BRL');
    expect(bank.data.balance).toBe(phoenix.balance);
    expect(bank.data.posted).toBe(phoenix.posted);
  });

  it('changes the address, filled from the postal-code lookup', async () => {
    const sub = accountIdOf(maria);
    const { data: place } = await getPostalCode('01310100');
    const address = {
      billing_address_logradouro: place.logradouro ?? 'Avenida Paulista',
      billing_address_numero: '1578',
      billing_address_complemento: 'Apto 42',
      billing_address_bairro: place.bairro ?? 'Bela Vista',
      billing_address_cidade: place.cidade ?? 'São Paulo',
      billing_address_estado: place.estado,
      billing_address_cep: place.cep,
    };
    const changed = await changeAccountAddress(sub, address);
    expect(changed.data.address).toEqual(address);
    expect((await getBankAccount(sub)).data.address).toEqual(address);
  });

  it('a wrong state for the CEP is refused with the field named (400, no navigation)', async () => {
    const error = await rejection(
      changeAccountAddress(accountIdOf(maria), {
        billing_address_logradouro: 'Avenida Paulista',
        billing_address_numero: '1578',
        billing_address_bairro: 'Bela Vista',
        billing_address_cidade: 'São Paulo',
        billing_address_estado: 'RJ',
        billing_address_cep: '01310100',
      }),
    );
    expect(error.message).toBe('Request failed with status code 400');
    expect(error.response?.data).toMatchObject({
      fields: { billing_address_estado: expect.any(String) },
    });
    expect([maria.navigations, maria.notifications]).toEqual([[], []]);
  });

  it('423 device_match false before this device is enabled: the consult-mode message', async () => {
    const error = await rejection(transfer(1_00, DEMO_PIN));
    expect(error.message).toBe('Request failed with status code 423');
    expect(error.response?.data).toMatchObject({
      device_match: false,
    } satisfies Partial<LockedBody>);
    expect(maria.notifications.splice(0)).toEqual([
      { type: 'negative', message: MESSAGES.DEVICE_NOT_ENABLED, reason: 'device-not-enabled' },
    ]);
    expect(maria.navigations).toEqual([]);
  });

  it('enables this device with the e-mailed one-time code', async () => {
    await enableThisDevice(server, maria);
    const storage = createTypedStorage(maria.storage);
    expect(storage.get('ID_SESSION')).toEqual(expect.any(String));
    const keyHash = sha256Hex(deviceKeyOf(maria));
    expect(storage.get('ACCOUNT_STATUS')?.unique_id_key_hash).toBe(keyHash);
    const { data: devices } = await listDevices();
    expect(devices.map((device) => device.label)).toContain('Teste do api-client');
  });

  it('moves money once the device is enabled; both balances follow', async () => {
    const before = await balances();
    const carlos = bankUser(server.origin, 'carlos@ipe.dev');
    const destination = (await signIn(carlos)).accounts[0]!.account_id;
    const receipt = await transfer(12_34, DEMO_PIN, destination);
    expect(receipt.data).toMatchObject({ amount_cents: 12_34 });
    const after = await balances();
    expect(after.phoenix.balance).toBe(before.phoenix.balance - 12_34);
    expect(after.bank.data.balance).toBe(after.phoenix.balance);
    expect(maria.notifications).toEqual([]);
  });

  it('401 once the session is over: storage cleared (device key kept), off to /logout', async () => {
    await logout();
    expect(maria.navigations).toEqual([]);
    const deviceKey = deviceKeyOf(maria);
    const error = await rejection(getAccountBalance());
    expect(error.message).toBe('Request failed with status code 401');
    expect(maria.navigations).toEqual(['/logout']);
    const storage = createTypedStorage(maria.storage);
    expect(storage.get('JWT_TOKEN')).toBeNull();
    expect(storage.get('ACCOUNT_STATUS')).toBeNull();
    expect(storage.get('ID_SESSION')).toBeNull();
    expect(storage.get(DEVICE_KEY_STORAGE_NAME)).toBe(deviceKey);
  });
});

async function transfer(amountCents: number, pin: string, destination: string = randomUUID()) {
  return createInternalTransfer(
    accountIdOf(maria),
    {
      destination: { account_id: destination },
      amount_cents: amountCents,
      pin: await encodePin(pin),
    },
    { 'idempotency-key': randomUUID() },
  );
}
