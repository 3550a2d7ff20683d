import { MaskedField, type MaskedFieldProps } from '../MaskedField';
import { boletoLineMask, validateBoletoLine } from './boletoLine';
import { useUiMessages } from '../Locale';

export interface BoletoLineFieldProps extends Omit<
  MaskedFieldProps,
  'mask' | 'validate' | 'label'
> {
  label?: MaskedFieldProps['label'];
  /** Checks length and check digits on leaving the field. */
  validate?: boolean;
}

/**
 * The typeable line (linha digitável) of a boleto: 47 digits for a bank slip, 48 for a utility or
 * tax slip (starting with 8), each grouped as printed. Check digits verified with @ipe/domain.
 */
export function BoletoLineField({
  label: labelProp,
  validate = true,
  ...rest
}: BoletoLineFieldProps) {
  const messages = useUiMessages();
  const label = labelProp === undefined ? messages.boletoLine : labelProp;
  return (
    <MaskedField
      inputMode="numeric"
      autoComplete="off"
      spellCheck={false}
      {...rest}
      label={label}
      mask={boletoLineMask}
      validate={validate ? (raw) => validateBoletoLine(raw) : undefined}
    />
  );
}
