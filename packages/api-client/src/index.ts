// Public surface of @ipe/api-client: the six API clients of SPEC §7, their interceptors, the
// generated request functions and zod schemas. React Query hooks: '@ipe/api-client/react-query'.
export type { BankClients } from './clients/createBankClients';
export { createBankClients } from './clients/createBankClients';
export {
  DEFAULT_XSRF_COOKIE_NAME,
  DEFAULT_XSRF_HEADER_NAME,
  clientDefaults,
} from './clients/clientDefaults';
export type { BankBaseUrls, BankClientsConfig, BaseUrl } from './config/bankClientsConfig';
export { resolveBaseUrl } from './config/bankClientsConfig';
export type {
  BankNavigator,
  BankNotification,
  BankNotifier,
  NotificationReason,
} from './config/ports';
export type { AuthHeaderNames } from './auth/authHeaders';
export { DEFAULT_AUTH_HEADERS } from './auth/authHeaders';
export type { AuthMode } from './auth/authenticateRequest';
export type { CredentialsSource, SessionCredentials } from './auth/credentials';
export { DEVICE_KEY_STORAGE_NAME, storageCredentials } from './auth/credentials';
export { TRANSACTION_HASH_PATH, requestTransactionHash } from './auth/transactionHash';
export { handleHttpError } from './errors/handleHttpError';
export { clearSession } from './session/clearSession';
export type { ResponseSchemaEntry } from './validation/responseSchemas';
export { ResponseValidationError, validateResponse } from './validation/validateResponse';
export { RESPONSE_SCHEMAS } from './validation/registry';
export type {
  BankClientsOnFirstCall,
  BankRequestOptions,
  BodyType,
  ErrorType,
} from './request/bankRequest';
export {
  bankRequest,
  bindBankClient,
  bindBankClients,
  bindBankClientsOnFirstCall,
  boundUrlOf,
} from './request/bankRequest';
export { API_PATH_PREFIXES, apiOfPath } from './request/apiOfPath';
export { dataOf } from './request/envelope';
export { createMemoryStore } from './session/memoryStore';
export { ensureDeviceKey } from './session/deviceKey';
export type { LoginOptions, LoginPayload } from './session/login';
export { LOGIN_PATH, login } from './session/login';
export type { SignedInSession } from './session/saveSession';
export { saveSession } from './session/saveSession';
export { saveEnabledDevice } from './session/saveEnabledDevice';

// Generated from apps/api/openapi.json. The request functions also come flat, except `login`:
// the name is the hand-written sign-in above (SPEC §8); the generated one is `requests.login`.
export * from './generated/requests';
export * as requests from './generated/requests';
export type * from './generated/model';
export * as schemas from './generated/zod';
