import { BankError } from '../errors';

/** Refusals of the password routes, pt-BR; codes as the security contract names them. */
export const passwordErrors = {
  invalidResetCode: () => new BankError('INVALID_RESET_CODE'),
  wrongPassword: () => new BankError('WRONG_PASSWORD'),
  /** A password that breaks @ipe/domain's checkNewPassword, told on the field that holds it. */
  weakPassword: (field: string, reason: string) =>
    new BankError('VALIDATION_ERROR', { fields: { [field]: reason } }),
};
