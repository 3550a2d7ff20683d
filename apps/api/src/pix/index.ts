export { payeeByKey, payeeByBankData, maskDocument, type Payee, type BankData } from './payees';
export { createPixPayments, PIX_KINDS, type PixPayments, type PixPayment } from './payments';
export { pixRoutes } from './routes';
export { pixFavoriteRoutes } from './favoriteRoutes';
export { sameBankTransferRoutes } from './sameBankRoutes';
export { pixChargeRoutes } from './chargeRoutes';
export { pixKeyRoutes } from './keyRoutes';
export { pixDisputeRoutes } from './disputeRoutes';
export { pixApiRoutes } from './pixApiRoutes';
export { pixLimitRoutes } from './limitRoutes';
export { pixScheduleRoutes } from './scheduleRoutes';
export { createPixScheduler, type PixScheduler } from './scheduler';
export { pixIncomingRoutes } from './incomingRoutes';
export { pixAutomaticRoutes } from './automaticRoutes';
export { pixAutomaticAdminRoutes } from './automaticAdminRoutes';
export { pixApiClientRoutes } from './apiClientRoutes';
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
