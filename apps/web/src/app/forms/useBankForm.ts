import { zodResolver } from '@hookform/resolvers/zod';
import type { TFunction } from 'i18next';
import {
  get,
  useForm,
  type ErrorOption,
  type FieldValues,
  type Path,
  type UseFormProps,
  type UseFormReturn,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { $ZodType } from 'zod/v4/core';
import type { ApiFailure } from '../api/errors';
import { errorText, failureMessage, handledByClient } from '../api/failureText';

/**
 * The one way to build a form (docs/architecture/forms.md): react-hook-form validated by a zod
 * schema, the same @ipe/domain schema the server validates with where one exists. Errors are
 * checked on submit, then again as the person corrects them; the first wrong field takes focus.
 */
export function useBankForm<Input extends FieldValues, Output>(
  schema: $ZodType<Output, Input>,
  options: Omit<UseFormProps<Input, unknown, Output>, 'resolver'> = {},
): UseFormReturn<Input, unknown, Output> {
  return useForm<Input, unknown, Output>({
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: true,
    ...options,
    resolver: zodResolver(schema as never) as never,
  });
}

/**
 * A field's error in the person's language. Errors are codes until here: a FieldErrorCode reads
 * the `fields` namespace (with the field's name as context, for a wording of its own), an
 * ErrorCode the `errors` namespace.
 */
function fieldErrorText(t: TFunction, field: string, code: string): string {
  // Codes are looked up, not checked against the catalogues: the sign-in route carries no list.
  const translate = t as unknown as (key: string, options: object) => string;
  const fieldText = translate(code, { ns: 'fields', context: field, defaultValue: '' });
  return fieldText || (errorText(t, code) ?? code);
}

/** A field's error as the form keeps it: a code, and for a refusal its whole answer. */
type KeptFieldError = ErrorOption & { refusal?: ApiFailure };

/** `errorOf('email')`: the text to give the field's `error` prop, or undefined. */
export function useFieldErrors<Values extends FieldValues>(
  form: UseFormReturn<Values, unknown, unknown>,
) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  return (name: Path<Values>): string | undefined => {
    const error = get(errors, name) as KeptFieldError | undefined;
    if (error?.refusal) return failureMessage(t, error.refusal);
    const message: unknown = error?.message;
    return typeof message === 'string' && message !== ''
      ? fieldErrorText(t, name, message)
      : undefined;
  };
}

/**
 * A refusal placed on the field it is about, focused, in the words a form's own error would give
 * it with its details (a limit's period and what still fits): a screen that asks before the PIN
 * what the server would refuse after it (the balance, the Pix limits) says it where the person
 * corrects it. Cleared, like any field's error, as the field changes.
 */
export function refuseField<Values extends FieldValues>(
  form: UseFormReturn<Values, unknown, unknown>,
  name: Path<Values>,
  refusal: ApiFailure,
): void {
  const error: KeptFieldError = { type: 'refusal', message: refusal.body?.code ?? '', refusal };
  form.setError(name, error, { shouldFocus: true });
}

/**
 * A failed submit shown where it belongs: each refused field of a 400 on its field (server names
 * mapped by `fieldNames` when the form calls them otherwise), anything else as the form's own
 * error. Failures the api-client already told (401, 423, PIN lock) add nothing.
 */
export function showFailure<Values extends FieldValues>(
  form: UseFormReturn<Values, unknown, unknown>,
  t: TFunction,
  failure: ApiFailure,
  fieldNames: Partial<Record<string, Path<Values>>> = {},
): void {
  if (handledByClient(failure)) return;
  const values = form.getValues() as Record<string, unknown>;
  const refused = failure.status === 400 ? Object.entries(failure.body?.fields ?? {}) : [];
  let placed = false;
  for (const [serverField, code] of refused) {
    const name = fieldNames[serverField] ?? (serverField as Path<Values>);
    if (!(name in values)) continue;
    form.setError(name, { type: 'server', message: code }, { shouldFocus: !placed });
    placed = true;
  }
  if (!placed) {
    form.setError('root.server', {
      type: failure.body?.code ?? 'offline',
      message: failureMessage(t, failure),
    });
  }
}
