// Public surface of devices' one-time codes: authenticator apps (TOTP) and masked addresses.
export { isValidTotp, newTotpSecret, totpFor } from './totp';
export { maskEmail } from './otpChallenges';
