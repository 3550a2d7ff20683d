// Public surface of @ipe/api-client: the six API clients of SPEC §7, their interceptors, the
// generated request functions and zod schemas. React Query hooks: '@ipe/api-client/react-query'.
export type { BankClients } from './clients/create-bank-clients';
export { createBankClients } from './clients/create-bank-clients';
export {
  DEFAULT_XSRF_COOKIE_NAME,
  DEFAULT_XSRF_HEADER_NAME,
  clientDefaults,
} from './clients/client-defaults';
export type { BankBaseUrls, BankClientsConfig, BaseUrl } from './config/bank-clients-config';
export { resolveBaseUrl } from './config/bank-clients-config';
export type {
  BankNavigator,
  BankNotification,
  BankNotifier,
  NotificationReason,
} from './config/ports';
export type { AuthHeaderNames } from './auth/auth-headers';
export { DEFAULT_AUTH_HEADERS } from './auth/auth-headers';
export type { AuthMode } from './auth/authenticate-request';
export type { CredentialsSource, SessionCredentials } from './auth/credentials';
export { DEVICE_KEY_STORAGE_NAME, storageCredentials } from './auth/credentials';
export { TRANSACTION_HASH_PATH, requestTransactionHash } from './auth/transaction-hash';
export { handleHttpError } from './errors/handle-http-error';
export { clearSession } from './session/clear-session';
export type { ResponseSchemaEntry } from './validation/response-schemas';
export { ResponseValidationError, validateResponse } from './validation/validate-response';
export { RESPONSE_SCHEMAS } from './validation/registry';
export type { BankRequestOptions, BodyType, ErrorType } from './request/bank-request';
export { bankRequest, bindBankClient, bindBankClients, boundUrlOf } from './request/bank-request';
export { API_PATH_PREFIXES, apiOfPath } from './request/api-of-path';
export { dataOf } from './request/envelope';
export { createMemoryStore } from './session/memory-store';
export { ensureDeviceKey } from './session/device-key';
export type { LoginOptions, LoginPayload } from './session/login';
export { LOGIN_PATH, login } from './session/login';
export type { SignedInSession } from './session/save-session';
export { saveSession } from './session/save-session';
export { saveEnabledDevice } from './session/save-enabled-device';

// Generated from apps/api/openapi.json. The request functions also come flat, except `login`:
// the name is the hand-written sign-in above (SPEC §8); the generated one is `requests.login`.
export * from './generated/requests';
export * as requests from './generated/requests';
export type * from './generated/model';
export * as schemas from './generated/zod';
