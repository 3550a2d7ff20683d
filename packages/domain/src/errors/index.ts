export { ERROR_CODES, isErrorCode, type ErrorCode } from './codes';
export { BALANCE_ERROR_MESSAGE, MESSAGES } from './messages';
export { HTTP_CLIENT_ERROR_MESSAGES } from './httpClientErrors';
export type { HttpErrorAction, HttpErrorContext } from './httpError';
export { LOGOUT_ROUTE, REMAKE_KYC_ROUTE, mapHttpError } from './httpError';
