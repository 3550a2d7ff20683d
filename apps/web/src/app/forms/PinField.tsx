import { Controller, type FieldValues, type Path, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PinInput, type PinInputProps } from '@ipe/ui';
import { useFieldErrors } from './useBankForm';

export type PinFieldProps<Values extends FieldValues> = Omit<
  PinInputProps,
  'value' | 'onChange' | 'error' | 'name'
> & {
  form: UseFormReturn<Values, unknown, unknown>;
  name: Path<Values>;
};

/** The kit's PinInput as a field of a bank form: a PIN or an e-mailed code, with its error. */
export function PinField<Values extends FieldValues>({
  form,
  name,
  cellLabel,
  ...props
}: PinFieldProps<Values>) {
  const { t } = useTranslation();
  const errorOf = useFieldErrors(form);
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <PinInput
          {...props}
          name={field.name}
          value={String(field.value ?? '')}
          onChange={field.onChange}
          error={errorOf(name)}
          cellLabel={cellLabel ?? ((position, length) => t('forms.digit', { position, length }))}
        />
      )}
    />
  );
}
