export { ERROR_CODES, isErrorCode, type ErrorCode } from './codes';
export { BALANCE_ERROR_MESSAGE, MESSAGES } from './messages';
export { HTTP_CLIENT_ERROR_MESSAGES } from './http-client-errors';
export type { HttpErrorAction, HttpErrorContext } from './http-error';
export { LOGOUT_ROUTE, REMAKE_KYC_ROUTE, mapHttpError } from './http-error';
