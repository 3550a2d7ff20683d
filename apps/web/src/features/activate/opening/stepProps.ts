import type { AccountApplication } from '../../../app/api/types';
import type { UseFormReturn, FieldValues } from 'react-hook-form';
import type { TFunction } from 'i18next';
import { apiFailureOf } from '../../../app/api/errors';
import { showFailure } from '../../../app/forms';

/** What every step after the e-mail gets from the wizard. */
export interface StepProps {
  application: AccountApplication;
  /** The header the step's call carries. */
  headers: { 'onboarding-token': string };
  /** The server's answer: the application as it now stands (and so the next step). */
  onSaved: (application: AccountApplication) => void;
  /** The token expired or was replaced: back to the e-mail. */
  onExpired: () => void;
}

/**
 * A step's failure shown where it belongs: an expired session sends the person back to the
 * e-mail (the wizard says why), anything else goes on the form's fields or as its error.
 */
export function showStepFailure<Values extends FieldValues>(
  form: UseFormReturn<Values, unknown, unknown>,
  t: TFunction,
  error: unknown,
  onExpired: () => void,
  fieldNames: Partial<Record<string, string>> = {},
): void {
  const failure = apiFailureOf(error);
  if (failure.body?.code === 'ONBOARDING_SESSION_INVALID') {
    onExpired();
    return;
  }
  showFailure(form, t, failure, fieldNames as never);
}
