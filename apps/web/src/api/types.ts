/**
 * The bank server's shapes this app reads: the models @ipe/api-client generates from
 * apps/api/openapi.json, under the names the screens use.
 */
import type { AccountStatusStatusName, OtpChallengeChannel } from '@ipe/api-client';

export type {
  AccountInformation,
  AccountStatus,
  AccountSummary,
  Balance,
  BillingAddress,
  ChangeAddressRequest,
  Device,
  DeviceEnabled,
  EnableDeviceBody as EnableDeviceRequest,
  ErrorBody,
  HealthFlags,
  LoginAnswer,
  LoginRequest,
  OtpChallenge,
  PostalAddress,
  StatementItem,
  StatementPage,
  TransferParty,
} from '@ipe/api-client';

export type AccountStatusName = AccountStatusStatusName;
export type OtpChannel = OtpChallengeChannel;

/** Every account status the server names (status_name), in its order of codes. */
export const ACCOUNT_STATUS_NAMES: readonly AccountStatusName[] = [
  'ACTIVE',
  'IN_ANALYSIS',
  'PENDING_ACTIVATION',
  'REMAKE_KYC',
  'BLOCKED',
  'CLOSED',
];
