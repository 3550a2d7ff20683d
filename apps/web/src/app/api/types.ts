/**
 * The bank server's shapes this app reads: the models @ipe/api-client generates from
 * apps/api/openapi.json, under the names the screens use.
 */
import type { AccountStatusStatusName, OtpChallengeChannel } from '@ipe/api-client';
import { ACCOUNT_STATUS_NAMES as DOMAIN_STATUS_NAMES } from '@ipe/domain';

export type {
  AcceptInvitationRequest,
  AccountApplication,
  AccountFee,
  AccountInformation,
  AccountStatus,
  CardPurchase,
  DebitCard,
  AccountSummary,
  Balance,
  BillingAddress,
  BoletoBill,
  BoletoPayment,
  BoletoSchedule,
  IssuedBoleto,
  PublicBoleto,
  BoundUser,
  ChangeAddressRequest,
  ChangePasswordRequest,
  ChangePinRequest,
  Device,
  DeviceEnabled,
  EnableDeviceBody as EnableDeviceRequest,
  ErrorBody,
  ForgotPasswordRequest,
  HealthFlags,
  InviteBoundUserRequest,
  LoginAnswer,
  LoginRequest,
  OtpChallenge,
  PixBrCodeReading,
  PixApiClient,
  PixCharge,
  PixDispute,
  PixFavorite,
  PixKey,
  PixKeyClaim,
  PixLimits,
  PixParticipant,
  PixPayment,
  PixReceived,
  PixRecipient,
  PixAutomatic,
  PixSchedule,
  SameBankAccount,
  PostalAddress,
  ResetPasswordRequest,
  GetStatementParams,
  StatementItem,
  StatementPage,
  TransferParty,
  UpdateBoundUserRequest,
} from '@ipe/api-client';

export type AccountStatusName = AccountStatusStatusName;
export type OtpChannel = OtpChallengeChannel;

/** Every account status the server names (status_name), in its order of codes. */
export const ACCOUNT_STATUS_NAMES: readonly AccountStatusName[] = DOMAIN_STATUS_NAMES;
