import type { TFunction } from 'i18next';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { ApiFailure } from '../../../app/api/errors';

/**
 * A wrong PIN (403 with the attempts left) said on the form's `pin` field, emptied for the next
 * try; false when the failure is anything else. The PIN of a payment, of the Pix API's
 * credentials and of the limits is asked and refused the same way.
 */
export function showWrongPin<Values extends FieldValues & { pin: string }>(
  form: UseFormReturn<Values, unknown, unknown>,
  t: TFunction<'pix'>,
  failure: ApiFailure,
): boolean {
  const attempts = failure.body?.remaining_attempts;
  if (failure.status !== 403 || typeof attempts !== 'number') return false;
  const pin = 'pin' as Path<Values>;
  form.resetField(pin);
  form.setError(pin, { type: 'server', message: t('confirm.wrongPin', { count: attempts }) });
  return true;
}
