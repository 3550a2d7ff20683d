// Public surface of error handling: one error type with stable codes, answered at the edge.
export { BankError, isBankError } from './bankError';
export { ERROR_ANSWERS, errorAnswer } from './errorAnswers';
export { errorHandler, notFoundHandler } from './errorHandler';
export {
  accountChangeRefusals,
  errorBody,
  errorCode,
  lockedBody,
  moneyMovementRefusals,
  pinExceededBody,
  type ErrorBody,
} from './schemas';
