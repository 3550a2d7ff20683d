import { BankError } from '../errors';

/** Refusals of sign-in and of authenticated calls, pt-BR. */
export const authErrors = {
  invalidCredentials: () => new BankError('INVALID_CREDENTIALS'),
  captchaInvalid: () =>
    new BankError('CAPTCHA_INVALID', {
      fields: { altcha: 'CAPTCHA_INVALID' },
    }),
  noAccount: () => new BankError('NO_ACCOUNT'),
  sessionRequired: () => new BankError('SESSION_REQUIRED'),
  sessionInvalid: () => new BankError('SESSION_INVALID'),
  accountHeaderMismatch: () => new BankError('ACCOUNT_MISMATCH'),
  invalidDeviceKey: () =>
    new BankError('INVALID_DEVICE_KEY', {
      fields: { device_key: 'DEVICE_KEY_INVALID' },
    }),
  accountNotFound: () => new BankError('ACCOUNT_NOT_FOUND'),
};
