import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { createTypedStorage, type KeyValueStore } from '@ipe/domain';
import {
  DEVICE_KEY_STORAGE_NAME,
  createBankClients,
  createMemoryStore,
  enableDevice,
  getCaptchaChallenge,
  login,
  saveEnabledDevice,
  startDeviceChallenge,
  type BankClients,
  type BankNotification,
  type LoginAnswer,
} from '../../src';
import { solveAltcha } from './captcha';
import type { RunningBankServer } from './bankServer';

/** The demo sign-ins' password and PIN (apps/api README, "Demo accounts"). */
export const DEMO_PASSWORD = 'Ipe@2026';
export const DEMO_PIN = '1234';

/** One person with their own browser: storage, the six clients, and what the app was told. */
export interface BankUser {
  email: string;
  storage: KeyValueStore;
  clients: BankClients;
  navigations: string[];
  notifications: BankNotification[];
}

export function bankUser(origin: string, email: string): BankUser {
  const storage = createMemoryStore();
  const navigations: string[] = [];
  const notifications: BankNotification[] = [];
  const clients = createBankClients({
    baseUrls: {
      bank: origin,
      otp: origin,
      captcha: origin,
      postalCode: origin,
      extract: origin,
      bankServices: origin,
    },
    storage,
    navigator: { navigate: (path) => void navigations.push(path) },
    notifier: { notify: (notification) => void notifications.push(notification) },
  });
  return { email, storage, clients, navigations, notifications };
}

/** Signs in through the client as the web app does: captcha challenge, proof of work, login. */
export async function signIn(user: BankUser, password = DEMO_PASSWORD): Promise<LoginAnswer> {
  const challenge = await getCaptchaChallenge({ clients: user.clients });
  const response = await login<LoginAnswer>(
    user.clients.bank,
    { email: user.email, password, altcha: await solveAltcha(challenge) },
    { storage: user.storage },
  );
  if (response?.status !== 200) {
    throw new Error(
      `sign-in of ${user.email}: ${response?.status} ${JSON.stringify(response?.data)}`,
    );
  }
  return response.data as LoginAnswer;
}

export function accountIdOf(user: BankUser): string {
  const status = createTypedStorage(user.storage).get('ACCOUNT_STATUS');
  if (!status) throw new Error(`${user.email} is not signed in`);
  return status.account_id;
}

export function deviceKeyOf(user: BankUser): string {
  const key = createTypedStorage(user.storage).get<string>(DEVICE_KEY_STORAGE_NAME);
  if (!key) throw new Error(`${user.email} has no device key`);
  return key;
}

export function sha256Hex(text: string): string {
  return createHash('sha256').update(text).digest('hex');
}

/**
 * The last one-time code the server "e-mailed" (its development outbox, not in the contract). The
 * outbox answers only with the operator's token, which the server wrote to its data folder.
 */
export async function lastEmailedCode(server: RunningBankServer, email: string): Promise<string> {
  const token = (await readFile(join(server.dataDir, 'admin-token'), 'utf8')).trim();
  const response = await fetch(
    `${server.origin}/dev/outbox?to=${encodeURIComponent(email)}&limit=1`,
    { headers: { 'x-admin-token': token } },
  );
  const body = (await response.json()) as { data: { subject: string }[] };
  const code = body.data[0]?.subject.match(/(\d{6})$/)?.[1];
  if (!code) throw new Error(`No code e-mailed to ${email}`);
  return code;
}

/** Enables this user's device with an e-mailed code and keeps its ID_SESSION. */
export async function enableThisDevice(server: RunningBankServer, user: BankUser): Promise<void> {
  const options = { clients: user.clients };
  const challenge = await startDeviceChallenge({ channel: 'email' }, options);
  const enabled = await enableDevice(
    {
      challenge_id: challenge.data.challenge_id,
      code: await lastEmailedCode(server, user.email),
      label: 'Teste do api-client',
    },
    options,
  );
  saveEnabledDevice(user.storage, enabled.data);
}
