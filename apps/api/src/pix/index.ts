export { payeeByKey, payeeByBankData, maskDocument, type Payee, type BankData } from './payees';
export { createPixPayments, PIX_KINDS, type PixPayments, type PixPayment } from './payments';
export { createPixScheduler, type PixScheduler } from './scheduler';
export {
  chargeBoleto,
  chargeBrCode,
  chargeOfBoleto,
  chargeOfPublicId,
  openDueChargesAddressedTo,
  concludeCharge,
  createPixCharges,
  isExpired,
  withOwnLocations,
  type PayerAddress,
  type PixCharge,
  type PixCharges,
} from './charges';
export { payerAddress } from './chargeViews';
export { createChargeSigner } from './chargeSigner';
