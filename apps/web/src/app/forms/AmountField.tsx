import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { MoneyField, type MoneyFieldProps } from '@ipe/ui';
import { useFieldErrors } from './useBankForm';

export type AmountFieldProps<Values extends FieldValues> = Omit<
  MoneyFieldProps,
  // `form` is the bank form here, not the input's HTML form attribute.
  'value' | 'onChange' | 'onBlur' | 'error' | 'name' | 'form'
> & {
  form: UseFormReturn<Values, unknown, unknown>;
  /** A field of integer centavos (null while empty). */
  name: Path<Values>;
};

/** The kit's MoneyField as a field of a bank form: centavos in the form's values, with its error. */
export function AmountField<Values extends FieldValues>({
  form,
  name,
  ...props
}: AmountFieldProps<Values>) {
  const errorOf = useFieldErrors(form);
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <MoneyField
          {...props}
          name={field.name}
          // So a refused amount takes focus, as every other field does.
          ref={field.ref}
          value={typeof field.value === 'number' ? field.value : null}
          onChange={field.onChange}
          onBlur={field.onBlur}
          error={errorOf(name)}
        />
      )}
    />
  );
}
