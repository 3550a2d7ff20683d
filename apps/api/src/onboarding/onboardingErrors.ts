import type { FieldErrorCode } from '@ipe/domain';
import { BankError } from '../errors';

/** Refusals of opening an account and of proving one's identity again. */
export const onboardingErrors = {
  codeInvalid: () => new BankError('ONBOARDING_CODE_INVALID'),
  sessionInvalid: () => new BankError('ONBOARDING_SESSION_INVALID'),
  stepNotReady: () => new BankError('ONBOARDING_STEP_NOT_READY'),
  alreadySubmitted: () => new BankError('ONBOARDING_ALREADY_SUBMITTED'),
  alreadyCustomer: () => new BankError('ALREADY_CUSTOMER'),
  notInAnalysis: () => new BankError('ACCOUNT_NOT_IN_ANALYSIS'),
  reverificationNotNeeded: () => new BankError('REVERIFICATION_NOT_NEEDED'),
  identityNotConfirmed: () => new BankError('IDENTITY_NOT_CONFIRMED'),
  field: (field: string, code: FieldErrorCode) =>
    new BankError('VALIDATION_ERROR', { fields: { [field]: code } }),
};
