// Public surface of the OTP/MFA API: device enablement and authenticator apps.
export { deviceRoutes } from './routes';
export { isValidTotp, newTotpSecret, totpFor } from './totp';
export { maskEmail } from './otpChallenges';
