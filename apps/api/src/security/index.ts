export { registerSecurityHeaders } from './securityHeaders';
export { registerXsrf, XSRF_COOKIE, XSRF_HEADER } from './xsrf';
export { logRedactions } from './logRedactions';
export { scheduleExpiredRecordCleanup, deleteExpiredRecords } from './expiredRecords';
export { adminHeaders, requireAdmin } from './adminToken';
export { registerTextInput } from './textInput';
export { randomFill, randomToken } from './randomPool';
export { sha256Hex } from './digest';
