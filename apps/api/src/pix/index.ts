export { payeeByKey, payeeByBankData, maskDocument, type Payee, type BankData } from './payees';
export { createPixPayments, PIX_KINDS, type PixPayments, type PixPayment } from './payments';
export { pixRoutes } from './routes';
export { pixFavoriteRoutes } from './favoriteRoutes';
export { sameBankTransferRoutes } from './sameBankRoutes';
export { pixChargeRoutes } from './chargeRoutes';
export { pixKeyRoutes } from './keyRoutes';
export { createPixCharges, withOwnLocations, type PixCharges } from './charges';
export { createChargeSigner } from './chargeSigner';
