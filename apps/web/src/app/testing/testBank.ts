import { expect, vi, type Mock } from 'vitest';
import {
  createFakeBank,
  OPERATION_NAMES,
  type FakeBankHandlers,
  type FakeCall,
  type FakeHandler,
  type OperationName,
} from '@ipe/api-client/testing';
import { demoBankHandlers } from './demoBank';

/** Every operation of the contract as a vitest mock answering it, and the fake bank's adapter. */
export type TestBank = { [K in OperationName]: Mock<FakeHandler<K>> } & {
  adapter: ReturnType<typeof createFakeBank>['adapter'];
};

/**
 * The bank server of a unit test: answers like the demo server for Maria unless the test says
 * otherwise (here, or later with mockImplementation), through the app's real clients. Tests
 * assert on the mocks' calls: each gets the request ({ path, query, body, headers }).
 */
export function createTestBank(overrides: FakeBankHandlers = {}): TestBank {
  const handlers: FakeBankHandlers = { ...demoBankHandlers(), ...overrides };
  // The transaction hash is the fake bank's own business unless a test answers it.
  const names = OPERATION_NAMES.filter(
    (name) => name !== 'createTransactionHash' || handlers.createTransactionHash,
  );
  const mocks = Object.fromEntries(
    names.map((name) => [
      name,
      vi.fn(handlers[name] ?? (() => Promise.reject(new Error(`${name}: no answer in this test`)))),
    ]),
  ) as unknown as Omit<TestBank, 'adapter'>;
  const bank = createFakeBank(mocks as FakeBankHandlers);
  return { ...mocks, adapter: bank.adapter } as TestBank;
}

/** Matches a request the fake bank saw by the parts given (path, query, body, headers). */
export function requestWith(parts: Partial<FakeCall>) {
  return expect.objectContaining(parts);
}
