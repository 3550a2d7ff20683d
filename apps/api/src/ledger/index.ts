// Public surface of the double-entry ledger.
export { createLedger, ledgerOperations, type Ledger, type LedgerOperations } from './ledger';
export {
  gateCheck,
  gatedTransaction,
  passChecks,
  type GateCheck,
  type TransferGate,
} from './gates';
export { requestFingerprint } from './requestHash';
export { LEDGER_BATCHES } from './transferBatcher';
export type { MovementTotal } from './movements';
export {
  BANK_ACCOUNT_CODES,
  type BalancePoint,
  type BankAccountCode,
  type InvariantReport,
  type LedgerAccount,
  type LedgerAccountKind,
  type LedgerBalance,
  type LedgerTransfer,
  type Movement,
  type MovementPage,
  type MovementQuery,
  type OpenAccountInput,
  type TransferRequest,
  type TransferResult,
  type TransferStatus,
} from './types';
