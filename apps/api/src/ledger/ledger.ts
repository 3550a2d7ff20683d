import type { Database, Queryable } from '../db';
import { bankAccount, findAccountByCode, getAccount, openAccount } from './accounts';
import { getBalance } from './balance';
import type { GateCheck } from './gates';
import { checkInvariants } from './invariants';
import {
  balancesAt,
  counterparties,
  listMovements,
  movementTotals,
  type MovementTotal,
} from './movements';
import { type BatchingOptions, createTransferBatcher } from './transferBatcher';
import {
  createLinkedTransfers,
  createTransfer,
  findTransfer,
  prepareTransfer,
  findTransferByKey,
  resolvePending,
  resultOrThrow,
} from './transfers';
import type { Cents } from '@ipe/domain';
import type {
  BalancePoint,
  BankAccountCode,
  InvariantReport,
  LedgerAccount,
  LedgerBalance,
  LedgerTransfer,
  MovementPage,
  MovementQuery,
  OpenAccountInput,
  TransferRequest,
  TransferResult,
} from './types';

/** Ledger operations bound to one connection or transaction. */
export interface LedgerOperations {
  openAccount(input: OpenAccountInput): Promise<LedgerAccount>;
  getAccount(id: string): Promise<LedgerAccount>;
  findAccountByCode(code: string): Promise<LedgerAccount | null>;
  bankAccount(code: BankAccountCode): Promise<LedgerAccount>;
  transfer(request: TransferRequest): Promise<TransferResult>;
  /** Transfers that all happen or none does (a payment and its fee); the first refusal is thrown. */
  transferLinked(requests: TransferRequest[]): Promise<TransferResult[]>;
  /** Turns a pending transfer into a posted one (exactly once). */
  postPending(transferId: string): Promise<LedgerTransfer>;
  /** Releases a pending transfer's reservation (exactly once). */
  voidPending(transferId: string): Promise<LedgerTransfer>;
  getTransfer(transferId: string): Promise<LedgerTransfer | null>;
  findTransferByKey(idempotencyKey: string): Promise<LedgerTransfer | null>;
  balance(accountId: string): Promise<LedgerBalance>;
  movements(accountId: string, query?: MovementQuery): Promise<MovementPage>;
  /** Every account this one has moved money to or from, in a period if given (a search by name). */
  counterparties(accountId: string, period?: Pick<MovementQuery, 'from' | 'to'>): Promise<string[]>;
  /** The posted balance at points of the account's history (a statement's day closings). */
  balancesAt(accountId: string, points: readonly BalancePoint[]): Promise<Cents[]>;
  /** Posted movements summed by kind, side and São Paulo month (a statement's summary). */
  totals(
    accountId: string,
    range: { from: Date; to: Date; offset: string },
  ): Promise<MovementTotal[]>;
}

export interface Ledger extends LedgerOperations {
  /**
   * Moves money in a batch of concurrent transfers (transferBatcher.ts); `checks` are what its
   * transaction must spend first (gates.ts), and a gate's refusal is thrown like the ledger's own.
   */
  transfer(request: TransferRequest, checks?: readonly GateCheck[]): Promise<TransferResult>;
  /** Audits the whole ledger in one consistent snapshot. */
  checkInvariants(): Promise<InvariantReport>;
  /**
   * The same operations inside a transaction the caller already runs (e.g. opening a bank account
   * row and its ledger account together). Retrying that transaction is then the caller's job, and
   * so is committing a refusal's record: `transfer` throws it, which usually rolls it back.
   */
  inTransaction(tx: Queryable): LedgerOperations;
}

export function ledgerOperations(q: Queryable): LedgerOperations {
  return {
    openAccount: (input) => openAccount(q, input),
    getAccount: (id) => getAccount(q, id),
    findAccountByCode: (code) => findAccountByCode(q, code),
    bankAccount: (code) => bankAccount(q, code),
    transfer: (request) => createTransfer(q, request),
    transferLinked: (requests) => createLinkedTransfers(q, requests),
    postPending: (id) => resolvePending(q, id, 'post'),
    voidPending: (id) => resolvePending(q, id, 'void'),
    getTransfer: (id) => findTransfer(q, id),
    findTransferByKey: (key) => findTransferByKey(q, key),
    balance: (id) => getBalance(q, id),
    movements: (id, query) => listMovements(q, id, query),
    counterparties: (id, period) => counterparties(q, id, period),
    balancesAt: (id, points) => balancesAt(q, id, points),
    totals: (id, range) => movementTotals(q, id, range),
  };
}

/**
 * The ledger over a database. Every write runs in a read-committed transaction with the touched
 * accounts locked in id order; a deadlock or serialization failure re-runs it whole, which is safe
 * because the work has no effect outside the transaction. Transfers that arrive together share
 * one transaction and one commit (group commit, see transferBatcher.ts), each with its own answer.
 */
export function createLedger(db: Database, batching: BatchingOptions = {}): Ledger {
  const reads = ledgerOperations(db);
  const inWriteTransaction = <T>(work: (tx: Queryable) => Promise<T>) =>
    db.transaction(work, { isolation: 'read committed' });
  const write = <T>(work: (ops: LedgerOperations) => Promise<T>) =>
    inWriteTransaction((tx) => work(ledgerOperations(tx)));
  const batcher = createTransferBatcher(db, batching);
  return {
    ...reads,
    openAccount: (input) => write((ops) => ops.openAccount(input)),
    // The refusal is thrown after the commit that records it, so a retry sees the same answer.
    transfer: async (request, checks) =>
      resultOrThrow(await batcher.submit(prepareTransfer(request), checks)),
    transferLinked: (requests) => write((ops) => ops.transferLinked(requests)),
    postPending: (id) => write((ops) => ops.postPending(id)),
    voidPending: (id) => write((ops) => ops.voidPending(id)),
    checkInvariants: () =>
      db.transaction((tx) => checkInvariants(tx), { isolation: 'repeatable read' }),
    inTransaction: (tx) => ledgerOperations(tx),
  };
}
