import {
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
}

/**
 * The six clients of SPEC §7 for this browser. Every API lives on the one bank server (DESIGN
 * §2), so they share its origin; the extract API's per-environment base is the same here.
 */
export function createWebClients({
  baseUrl,
  storage,
  navigator,
  notifier,
}: WebClientsOptions): BankClients {
  return createBankClients({
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
  });
}
