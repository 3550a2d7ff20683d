import { MaskedField, type MaskedFieldProps } from '../MaskedField';
import { CEP_MASK, validateCep } from './cep';

export interface CepFieldProps extends Omit<MaskedFieldProps, 'mask' | 'validate' | 'label'> {
  label?: MaskedFieldProps['label'];
  validate?: boolean;
  /**
   * Called once the eighth digit is typed, with the 8 digits: the moment to look the address up
   * (the settings and activation screens fill street, district and city from it).
   */
  onComplete?: (cep: string) => void;
}

/** A CEP (postal code), 01310-100. */
export function CepField({
  label = 'CEP',
  validate = true,
  onComplete,
  onChange,
  ...rest
}: CepFieldProps) {
  return (
    <MaskedField
      inputMode="numeric"
      autoComplete="postal-code"
      {...rest}
      label={label}
      mask={CEP_MASK}
      validate={validate ? validateCep : undefined}
      onChange={(raw) => {
        onChange(raw);
        if (raw.length === 8 && validateCep(raw) === undefined) onComplete?.(raw);
      }}
    />
  );
}
