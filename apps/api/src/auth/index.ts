// Public surface of sign-in and of the checks every authenticated route runs.
export { authErrors } from './authErrors';
export { callerOf, type Caller } from './caller';
export { createAuthGuards, type AuthGuards } from './guards';
export { createMoneyAuthorization, type MoneyAuthorization } from './moneyAuthorization';
export {
  AUTH_HEADERS,
  bankCallHeaders,
  deviceKeyHash,
  isWellFormedDeviceKey,
  sessionHeaders,
} from './headers';
export { hashSecret, verifySecret } from './passwordHashing';
export { createTokenService, type TokenClaims, type TokenService } from './tokens';
export { createSession, revokeSession, revokeUserSessions } from './sessions';
export { emailedCodeDigest, matchesEmailedCode, newEmailedCode } from './oneTimeCodes';
