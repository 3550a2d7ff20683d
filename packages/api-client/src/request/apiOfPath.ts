import type { BankClients } from '../clients/createBankClients';

/**
 * Where the bank server's contract puts the APIs of SPEC §7 other than the main one: a generated
 * call whose path starts with one of these goes through that API's client, the rest through
 * `bank`. Bank-services routes are not in the contract yet.
 */
export const API_PATH_PREFIXES: Readonly<Partial<Record<keyof BankClients, string>>> =
  Object.freeze({
    otp: '/otp/',
    captcha: '/captcha/',
    postalCode: '/cep/',
    extract: '/extract/',
  });

/** The client of SPEC §7 that serves a path of the contract. */
export function apiOfPath(url: string): keyof BankClients {
  for (const [api, prefix] of Object.entries(API_PATH_PREFIXES)) {
    if (url.startsWith(prefix)) return api as keyof BankClients;
  }
  return 'bank';
}
