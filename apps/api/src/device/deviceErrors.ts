import { BankError } from '../errors';

export const deviceErrors = {
  deviceKeyRequired: () =>
    new BankError('VALIDATION_ERROR', {
      fields: { device_key: 'DEVICE_KEY_REQUIRED' },
    }),
  totpNotEnrolled: () => new BankError('TOTP_NOT_ENROLLED'),
  challengeNotFound: () => new BankError('OTP_CHALLENGE_NOT_FOUND'),
  tooManyAttempts: () => new BankError('OTP_ATTEMPTS_EXCEEDED'),
  invalidCode: (remaining: number) =>
    new BankError('INVALID_OTP', {
      remaining_attempts: remaining,
    }),
  deviceNotEnabled: (flags: { user_transaction: boolean; status_account_transaction: boolean }) =>
    new BankError('DEVICE_NOT_ENABLED', {
      device_match: false,
      ...flags,
    }),
  deviceNotFound: () => new BankError('DEVICE_NOT_FOUND'),
};
