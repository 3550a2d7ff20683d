// Public surface of the fees: the table, and the ledger transfers that charge it.
export {
  createFees,
  FEE_KIND,
  FEE_TYPES,
  type AccountFee,
  type ChargedFeeCode,
  type Fees,
} from './fees';
