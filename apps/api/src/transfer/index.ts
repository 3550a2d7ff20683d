// Public surface of internal transfers: the service, its parties and the account directory.
export type { AccountDirectory, BankAccountRecord } from './accountDirectory';
export { transferParty } from './schemas';
export { knownAccounts, knownPixKeys } from './knownAccounts';
export {
  INTERNAL_TRANSFER_KIND,
  createInternalTransfers,
  internalTransferKey,
  party,
  type InternalTransferInput,
  type TransferParty,
  type TransferReceipt,
} from './internalTransfer';
