export {
  ACCOUNT_STATUS_CODES,
  ACCOUNT_STATUS_NAMES,
  USER_TYPES,
  statusSeenBy,
  withPinLocked,
  type AccountStatus,
  type AccountStatusName,
} from './accountStatus';
export {
  ACCOUNT_STATUS_GUIDE,
  GUIDED_STATUS_NAMES,
  UNKNOWN_STATUS_GUIDE,
  isGuidedStatusName,
  statusGuide,
  type GuidedStatusName,
  type StatusGuide,
} from './statusGuide';
export type { HealthFlags, ServiceFlag } from './health';
export { SERVICE_FLAGS } from './health';
export type { ConsultModeContext, ConsultReason } from './consultMode';
export { CONSULT_THRESHOLDS, consultReason, isConsultMode } from './consultMode';
export {
  REGULAR_PROVIDER_STATUS,
  mayMoveMoney,
  transactionFlags,
  type TransactionFlags,
  type TransactionPermissionInput,
} from './transactionPermission';
export { requiredServices } from './requiredServices';
export type { RouteDecision, RouteGuardContext } from './routeGuard';
export { guardRoute, isGuardedPath, waitsForHealthAnswer } from './routeGuard';
export { HEALTH_CHECK_PATH, HTTP_TIMEOUT_MS, isSuccessStatus } from './httpDefaults';
export { isPublicCall } from './publicCall';
