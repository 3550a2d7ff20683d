// Public surface of internal transfers and statements over HTTP.
export { transferRoutes, type TransferContext } from './routes';
export type { AccountDirectory, BankAccountRecord } from './accountDirectory';
export {
  createInternalTransfers,
  internalTransferKey,
  type InternalTransferInput,
  type TransferReceipt,
} from './internalTransfer';
export { createStatements, type StatementItem, type StatementPage } from './statement';
