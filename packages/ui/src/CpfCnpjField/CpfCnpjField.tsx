import { MaskedField, type MaskedFieldProps } from '../MaskedField';
import { cpfCnpjMask, validateCpfCnpj } from './cpfCnpj';
import { useUiMessages } from '../Locale';

export interface CpfCnpjFieldProps extends Omit<MaskedFieldProps, 'mask' | 'validate' | 'label'> {
  label?: MaskedFieldProps['label'];
  /** Checks the digits (CPF) or characters (CNPJ, numeric or alphanumeric) on leaving the field. */
  validate?: boolean;
}

/**
 * CPF or CNPJ in one field: masked as a CPF up to 11 digits, as a CNPJ from the 12th character or
 * the first letter (the alphanumeric CNPJ), uppercase, check digits verified with @ipe/domain.
 */
export function CpfCnpjField({ label: labelProp, validate = true, ...rest }: CpfCnpjFieldProps) {
  const messages = useUiMessages();
  const label = labelProp === undefined ? messages.cpfOrCnpj : labelProp;
  return (
    <MaskedField
      autoComplete="off"
      autoCapitalize="characters"
      spellCheck={false}
      {...rest}
      label={label}
      mask={cpfCnpjMask}
      validate={validate ? validateCpfCnpj : undefined}
    />
  );
}
