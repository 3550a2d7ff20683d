import { createBankClients, type BankClients, type BankClientsConfig } from '@ipe/api-client';

/**
 * Makes the clients of SPEC §7. A module of its own, fetched with the first call (./clients.ts):
 * it is what brings axios and the interceptors, which no screen needs to draw.
 */
export function createWebClients(config: BankClientsConfig): BankClients {
  return createBankClients(config);
}
