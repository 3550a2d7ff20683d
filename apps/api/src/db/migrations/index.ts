import type { Migration } from '../migrate';
import { ledgerMigration } from './0001_ledger';
import { identityMigration } from './0010_identity';
import { securityMigration } from './0011_security';
import { referenceMigration } from './0012_reference';
import { emailDeliveryMigration } from './0013_email_delivery';
import { passwordResetAndInvitationsMigration } from './0014_password_reset_and_invitations';
import { securityHardeningMigration } from './0015_security_hardening';
import { pixMigration } from './0016_pix';
import { pixBrCodesMigration } from './0017_pix_br_codes';
import { pixFavoritesMigration } from './0018_pix_favorites';
import { sameBankTransfersMigration } from './0019_same_bank_transfers';
import { ledgerBatchesMigration } from './0020_ledger_batches';
import { pixChargesAndRefundsMigration } from './0021_pix_charges_and_refunds';
import { pixKeyRegistrationMigration } from './0022_pix_key_registration';
import { pixDueChargesMigration } from './0023_pix_due_charges';
import { pixDisputesMigration } from './0024_pix_disputes';
import { pixApiMigration } from './0025_pix_api';
import { pixLimitsMigration } from './0026_pix_limits';
import { pixSchedulesMigration } from './0027_pix_schedules';
import { pixAutomaticMigration } from './0028_pix_automatic';
import { boletoPaymentsMigration } from './0029_boleto_payments';
import { boletoIssuingMigration } from './0030_boleto_issuing';
import { boletoSchedulesMigration } from './0031_boleto_schedules';
import { boletoPayerAddressMigration } from './0032_boleto_payer_address';
import { debitCardsMigration } from './0033_debit_cards';
import { feesChargedMigration } from './0034_fees_charged';
import { accountOpeningMigration } from './0035_account_opening';
import { invitedRepresentativeMigration } from './0036_invited_representative';
import { pinChecksMigration } from './0037_pin_checks';
import { pinCheckWritesLessMigration } from './0038_pin_check_writes_less';
import { genericPlansForBatchesMigration } from './0039_generic_plans_for_batches';
import { pixLimitUsageMigration } from './0040_pix_limit_usage';
import { transferIdsFromTheCallerMigration } from './0041_transfer_ids_from_the_caller';
import { postingsByTheBatchMigration } from './0042_postings_by_the_batch';
import { checksOnThePostingPathMigration } from './0043_checks_on_the_posting_path';
import { pixPaymentsFoundByKeyMigration } from './0044_pix_payments_found_by_key';
import { openDueChargesByPayerMigration } from './0045_open_due_charges_by_payer';
import { movementsByTimeMigration } from './0046_movements_by_time';
import { feeDescriptionsSayWhatIsCountedMigration } from './0047_fee_descriptions_say_what_is_counted';

/**
 * Every schema change, in the order it is applied. Never edit one that has shipped: add a new one.
 * Ids sort as they apply; the ledger's come first because accounts point at ledger accounts.
 */
export const migrations: Migration[] = [
  ledgerMigration,
  identityMigration,
  securityMigration,
  referenceMigration,
  emailDeliveryMigration,
  passwordResetAndInvitationsMigration,
  securityHardeningMigration,
  pixMigration,
  pixBrCodesMigration,
  pixFavoritesMigration,
  sameBankTransfersMigration,
  ledgerBatchesMigration,
  pixChargesAndRefundsMigration,
  pixKeyRegistrationMigration,
  pixDueChargesMigration,
  pixDisputesMigration,
  pixApiMigration,
  pixLimitsMigration,
  pixSchedulesMigration,
  pixAutomaticMigration,
  boletoPaymentsMigration,
  boletoIssuingMigration,
  boletoSchedulesMigration,
  boletoPayerAddressMigration,
  debitCardsMigration,
  feesChargedMigration,
  accountOpeningMigration,
  invitedRepresentativeMigration,
  pinChecksMigration,
  pinCheckWritesLessMigration,
  genericPlansForBatchesMigration,
  pixLimitUsageMigration,
  transferIdsFromTheCallerMigration,
  postingsByTheBatchMigration,
  checksOnThePostingPathMigration,
  pixPaymentsFoundByKeyMigration,
  openDueChargesByPayerMigration,
  movementsByTimeMigration,
  feeDescriptionsSayWhatIsCountedMigration,
];
