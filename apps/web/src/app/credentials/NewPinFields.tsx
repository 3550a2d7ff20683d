import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { PIN_LENGTH } from '@ipe/domain';
import { PinField } from '../forms';

/**
 * A new transaction PIN and its repetition (`pin` and `confirm_pin`, NEW_PIN_PAIR's fields): the
 * pair that opening an account, accepting an invitation and a re-verification all ask for.
 */
export function NewPinFields<Values extends FieldValues>({
  form,
  labels,
  hint,
}: {
  form: UseFormReturn<Values, unknown, unknown>;
  labels: { pin: string; confirm: string };
  hint?: string;
}) {
  return (
    <>
      <PinField
        form={form}
        name={'pin' as Path<Values>}
        label={labels.pin}
        hint={hint}
        length={PIN_LENGTH}
      />
      <PinField
        form={form}
        name={'confirm_pin' as Path<Values>}
        label={labels.confirm}
        length={PIN_LENGTH}
      />
    </>
  );
}
