export { ACCOUNT_TYPES, type AccountType } from './accountTypes';
export { crc16 } from './crc16';
export { formatBrCodeAmount, readBrCodeAmount } from './brCodeAmount';
export * from './limits';
export { isNightTime } from './nightTime';
export * from './endToEndId';
export { isValidTxid } from './txid';
export { BR_CODE_MESSAGES } from './messages';
export {
  PIX_KEY_TYPES,
  parsePixKey,
  type ParsePixKeyOptions,
  type ParsePixKeyResult,
  type PixKeyType,
} from './pixKey';
export { BR_CODE_CITY_MAX_LENGTH, BR_CODE_NAME_MAX_LENGTH } from './brCodePayload';
export { brCodeDescriptionLimit, encodeBrCode, type StaticBrCodeInput } from './encodeBrCode';
export { encodeDynamicBrCode, type DynamicBrCodeInput } from './encodeDynamicBrCode';
export {
  parseBrCode,
  type BrCode,
  type BrCodeError,
  type BrCodeErrorCode,
  type ParseBrCodeResult,
} from './parseBrCode';
export {
  amountDue,
  effectiveDueDate,
  lastPayableDate,
  DUE_CHARGE_DEFAULT_VALIDITY_DAYS,
  DUE_CHARGE_MAX_FINE_BPS,
  DUE_CHARGE_MAX_MONTHLY_INTEREST_BPS,
  DUE_CHARGE_MAX_VALIDITY_DAYS,
  type AmountDue,
  type DueChargeTerms,
} from './dueCharge';
export * from './pixLimits';
export * from './pixScheduling';
export * from './pixAutomatic';
