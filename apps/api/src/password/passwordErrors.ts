import { PASSWORD_FIELD_ERRORS, type NewPasswordProblem } from '@ipe/domain';
import { BankError } from '../errors';

/** Refusals of the password routes, as codes (the text is the edge's). */
export const passwordErrors = {
  invalidResetCode: () => new BankError('INVALID_RESET_CODE'),
  wrongPassword: () => new BankError('WRONG_PASSWORD'),
  /** A password that breaks @ipe/domain's checkNewPassword, told on the field that holds it. */
  weakPassword: (field: string, problem: NewPasswordProblem) =>
    new BankError('VALIDATION_ERROR', { fields: { [field]: PASSWORD_FIELD_ERRORS[problem] } }),
};
