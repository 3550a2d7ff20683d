import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { ApiFailure } from '../api/errors';

/**
 * A wrong PIN (403 with the attempts left) said on the form's `pin` field, emptied for the next
 * try; false when the failure is anything else. Every screen that asks for the PIN refuses it
 * the same way; each words it in its own texts (`message` of the attempts left).
 */
export function showWrongPin<Values extends FieldValues & { pin: string }>(
  form: UseFormReturn<Values, unknown, unknown>,
  failure: ApiFailure,
  message: (attemptsLeft: number) => string,
): boolean {
  const attempts = failure.body?.remaining_attempts;
  if (failure.status !== 403 || typeof attempts !== 'number') return false;
  const pin = 'pin' as Path<Values>;
  form.resetField(pin);
  form.setError(pin, { type: 'server', message: message(attempts) });
  return true;
}
