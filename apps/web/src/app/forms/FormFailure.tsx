import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Notify } from '@ipe/ui';

/** The form's own error (one no field owns), above its fields; gone on the next submit. */
export function FormFailure<Values extends FieldValues>({
  form,
}: {
  form: UseFormReturn<Values, unknown, unknown>;
}) {
  const { root } = form.formState.errors as { root?: { server?: { message?: string } } };
  const message = root?.server?.message;
  return message ? <Notify variant="negative" message={message} /> : null;
}
