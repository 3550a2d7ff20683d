import { formatBrl, parseBrl, type Cents } from '@ipe/domain';
import { DecimalField, type DecimalFieldProps } from '../internal/DecimalField';

export interface MoneyFieldProps extends Omit<DecimalFieldProps, 'value' | 'onChange' | 'max'> {
  /** Integer centavos; null while the field is empty. */
  value: Cents | null;
  onChange: (cents: Cents | null) => void;
  /** Largest amount accepted in centavos: typing or pasting beyond it is ignored. */
  max?: Cents;
}

/**
 * An amount in reais typed like in Brazilian bank apps: digits fill the centavos from the right
 * (1, 2, 3 → R$ 1,23), Backspace removes the last digit, a pasted "1.234,56" or "R$ 50" is read
 * as written. Value and onChange are integer centavos, never a float.
 */
export function MoneyField(props: MoneyFieldProps) {
  return <DecimalField {...props} format={formatBrl} parse={parseBrl} />;
}
