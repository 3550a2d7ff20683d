import { MaskedField, type MaskedFieldProps } from '../MaskedField';
import { phoneMask, validatePhone } from './phone';

export interface PhoneFieldProps extends Omit<MaskedFieldProps, 'mask' | 'validate' | 'label'> {
  label?: MaskedFieldProps['label'];
  /** Checks the area code (DDD) and the number on leaving the field. */
  validate?: boolean;
}

/**
 * A Brazilian phone with area code: (11) 3456-7890 or (11) 98765-4321. The value is the national
 * digits; `normalizeBrazilianPhone` from @ipe/domain turns them into +55… (a Pix phone key).
 */
export function PhoneField({ label = 'Celular', validate = true, ...rest }: PhoneFieldProps) {
  return (
    <MaskedField
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      prefix="+55"
      {...rest}
      label={label}
      mask={phoneMask}
      validate={validate ? validatePhone : undefined}
    />
  );
}
