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

/**
 * The transaction PIN that authorises moving money, asked on every payment's confirmation
 * (docs/decisions/0009-keyed-pin-verifier.md): one label and hint wherever it is asked, masked.
 * The form's field is `pin`.
 */
export function TransactionPinField<Values extends FieldValues & { pin: string }>({
  form,
  autoFocus,
}: {
  form: UseFormReturn<Values, unknown, unknown>;
  autoFocus?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <PinField
      form={form}
      name={'pin' as Path<Values>}
      label={t('forms.transactionPin')}
      hint={t('forms.transactionPinHint')}
      masked
      {...(autoFocus ? { autoFocus } : {})}
    />
  );
}
