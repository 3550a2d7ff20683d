import type { ComponentProps, ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Notify, Stack } from '@ipe/ui';

export interface BankFormProps<Values extends FieldValues> {
  form: UseFormReturn<Values, unknown, unknown>;
  /** Usually `form.handleSubmit(…)`, wrapped in `void` when it awaits. */
  onSubmit: ComponentProps<typeof Stack>['onSubmit'];
  /** An error no field owns that the form itself knows (the captcha), shown in place of the failure. */
  error?: string;
  'aria-label'?: string;
  children: ReactNode;
}

/**
 * The element of every form: the browser's own validation off (the schema decides), fields a
 * stack apart, and the form's own failure above them (docs/architecture/forms.md).
 */
export function BankForm<Values extends FieldValues>({
  form,
  onSubmit,
  error,
  children,
  ...rest
}: BankFormProps<Values>) {
  // The form's own failure is `root.server` (set by showFailure); it goes on the next submit.
  const { root } = form.formState.errors as { root?: { server?: { message?: string } } };
  const failure = error || root?.server?.message;
  return (
    <Stack as="form" space="md" noValidate onSubmit={onSubmit} {...rest}>
      {failure ? <Notify variant="negative" message={failure} /> : null}
      {children}
    </Stack>
  );
}
