// What other features use of Pix: the transfer screens pay through the same flow, fields and
// confirmation (docs/architecture/pix-payments.md), and list the favourites saved with bank data.
export { TransferFavoritesPage } from './favorites/FavoritesPage';
export { PayByBankDataPage } from './bankData/PayByBankDataPage';
export { ConfirmPixDialog } from './payment/ConfirmPixDialog';
export type { PixOrder } from './payment/pixOrder';
export { useOrder } from './payment/useOrder';
export { PaymentDetailsFields } from './payment/PaymentDetailsFields';
export { BranchAccountFields } from './payment/BranchAccountFields';
export {
  checkScheduleChoice,
  SCHEDULE_CHOICE_DEFAULTS,
  scheduleChoiceFields,
  schedulePlanOf,
} from './scheduling/scheduleChoice';
export { BoletoPixPage } from './charges/BoletoPixPage';
