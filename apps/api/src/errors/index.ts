// Public surface of error handling: one body shape, pt-BR messages, no stack traces.
export { ApiError, isApiError } from './apiError';
export { errorHandler, notFoundHandler, VALIDATION_MESSAGE } from './errorHandler';
export { errorBody, lockedBody, pinExceededBody, type ErrorBody } from './schemas';
