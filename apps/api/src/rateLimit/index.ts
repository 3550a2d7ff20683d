export { databaseRateLimitStore } from './databaseStore';
export { rateLimitExceeded } from './rateLimitExceeded';
