import type { AxiosAdapter } from 'axios';
import {
  bindBankClients,
  boundUrlOf,
  createBankClients,
  type BankClients,
  type BankNavigator,
  type BankNotifier,
} from '@ipe/api-client';
import type { KeyValueStore } from '@ipe/domain';

export interface WebClientsOptions {
  /** The bank server's origin; the app is served by it, so the page's own origin by default. */
  baseUrl: string;
  storage: KeyValueStore;
  navigator: BankNavigator;
  notifier: BankNotifier;
  /** Tests and stories answer from the fake bank of '@ipe/api-client/testing'. */
  adapter?: AxiosAdapter;
}

/**
 * Binds this browser's six clients of SPEC §7 for the generated hooks and request functions: the
 * one way the app calls the server (docs/architecture/calling-the-server.md). Every API lives on
 * the one bank server (DESIGN §2), so they share its origin; the extract API's per-environment
 * base is the same here.
 */
export function bindWebClients({
  baseUrl,
  storage,
  navigator,
  notifier,
  adapter,
}: WebClientsOptions): BankClients {
  const clients = createBankClients({
    baseUrls: {
      bank: baseUrl,
      otp: baseUrl,
      captcha: baseUrl,
      postalCode: baseUrl,
      extract: baseUrl,
      bankServices: baseUrl,
    },
    storage,
    navigator,
    notifier,
    adapter,
  });
  bindBankClients(clients);
  return clients;
}

/** Where the captcha widget fetches its challenge (GET /captcha/challenge on the captcha API). */
export function captchaChallengeUrl(): string {
  return boundUrlOf('/captcha/challenge');
}
