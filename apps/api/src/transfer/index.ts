// Public surface of internal transfers and statements over HTTP.
export { transferRoutes, type TransferContext } from './routes';
export type { AccountDirectory, BankAccountRecord } from './accountDirectory';
export {
  INTERNAL_TRANSFER_KIND,
  createInternalTransfers,
  internalTransferKey,
  type InternalTransferInput,
  type TransferReceipt,
} from './internalTransfer';
export { createStatements, type StatementItem, type StatementPage } from './statement';
