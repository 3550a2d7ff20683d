import type { AxiosAdapter } from 'axios';
import {
  bindBankClientsOnFirstCall,
  boundUrlOf,
  type BankNavigator,
  type BankNotifier,
} from '@ipe/api-client';
import type { KeyValueStore } from '@ipe/domain';
import { whenShownAfterPaint } from '../paint/whenIdleAfterPaint';

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
 * one way the app calls the server (docs/architecture/calling-the-server.md). They are made with
 * the first call, so the first screen draws before axios has loaded
 * (docs/decisions/0012-http-client-on-first-call.md). Every API lives on the one bank server
 * (DESIGN §2), so they share its origin; the extract API's per-environment base is the same here.
 */
export function bindWebClients({
  baseUrl,
  storage,
  navigator,
  notifier,
  adapter,
}: WebClientsOptions): void {
  const baseUrls = {
    bank: baseUrl,
    otp: baseUrl,
    captcha: baseUrl,
    postalCode: baseUrl,
    extract: baseUrl,
    bankServices: baseUrl,
  };
  bindBankClientsOnFirstCall({
    baseUrls,
    make: async () => {
      // Once the page's frame is on screen: home's reads start in the effects of its first
      // commit, and would otherwise fetch the client's chunk before home reached the screen
      // (docs/decisions/0021-home-beneath-the-startup-check.md).
      await whenShownAfterPaint();
      const { createWebClients } = await import('./createWebClients');
      // Running the HTTP client's modules and then making the clients and the first request are
      // two tasks, not one long one that a phone cannot answer input during
      // (docs/architecture/performance.md).
      await new Promise((resolve) => setTimeout(resolve, 0));
      return createWebClients({ baseUrls, storage, navigator, notifier, adapter });
    },
  });
}

/** Where the captcha widget fetches its challenge (GET /captcha/challenge on the captcha API). */
export function captchaChallengeUrl(): string {
  return boundUrlOf('/captcha/challenge');
}
