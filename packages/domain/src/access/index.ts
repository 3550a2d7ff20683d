export {
  ACCOUNT_STATUS_CODES,
  ACCOUNT_STATUS_NAMES,
  USER_TYPES,
  statusSeenBy,
  withPinLocked,
  type AccountStatus,
  type AccountStatusName,
} from './account-status';
export type { HealthFlags, ServiceFlag } from './health';
export { SERVICE_FLAGS } from './health';
export type { ConsultModeContext, ConsultReason } from './consult-mode';
export { CONSULT_THRESHOLDS, consultReason, isConsultMode } from './consult-mode';
export {
  REGULAR_PROVIDER_STATUS,
  mayMoveMoney,
  transactionFlags,
  type TransactionFlags,
  type TransactionPermissionInput,
} from './transaction-permission';
export { requiredServices } from './required-services';
export type { RouteDecision, RouteGuardContext } from './route-guard';
export { guardRoute } from './route-guard';
export { HEALTH_CHECK_PATH, HTTP_TIMEOUT_MS, isSuccessStatus } from './http-defaults';
export { isPublicCall } from './public-call';
