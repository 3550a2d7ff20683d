import { vi, type Mock } from 'vitest';
import type { BankApi } from '../api/bankApi';
import { createDemoBankApi } from './demoBankApi';

/** Every BankApi method as a vitest mock with the same signature. */
export type FakeBankApi = { [K in keyof BankApi]: Mock<BankApi[K]> };

/**
 * A typed fake of the bank API: every call answers like the demo server for Maria unless a test
 * says otherwise (here or later with mockResolvedValue). Tests assert on the mocks' calls.
 */
export function createFakeBankApi(overrides: Partial<BankApi> = {}): FakeBankApi {
  const demo = createDemoBankApi(overrides);
  return Object.fromEntries(
    Object.entries(demo).map(([name, implementation]) => [name, vi.fn(implementation)]),
  ) as unknown as FakeBankApi;
}
