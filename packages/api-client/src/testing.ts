// A bank server in memory for tests and stories, answering by the contract's operations.
export type {
  AnswerOf,
  FakeBank,
  FakeBankHandlers,
  FakeCall,
  FakeHandler,
  OperationName,
} from './testing/fakeBank';
export { FakeReply, OPERATION_NAMES, createFakeBank, fakeReply } from './testing/fakeBank';
