import type { TFunction } from 'i18next';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import type { ApiFailure } from '../../../app/api/errors';
import { showWrongPin as showWrongPinOn } from '../../../app/forms';

/**
 * A wrong PIN on a Pix screen's `pin` field, in the Pix texts; false when the failure is anything
 * else. The PIN of a payment, of the Pix API's credentials and of the limits is refused this way.
 */
export function showWrongPin<Values extends FieldValues & { pin: string }>(
  form: UseFormReturn<Values, unknown, unknown>,
  t: TFunction<'pix'>,
  failure: ApiFailure,
): boolean {
  return showWrongPinOn(form, failure, (count) => t('confirm.wrongPin', { count }));
}
