// How the server logs: one access line per request, and each request's own logger on demand.
export { deferredRequestLogger, OneLinePerRequest } from './requestLogging';
