import { formatBasisPoints, parseBasisPoints, type BasisPoints } from '@ipe/domain';
import { DecimalField, type DecimalFieldProps } from '../internal/DecimalField';

export interface PercentFieldProps extends Omit<DecimalFieldProps, 'value' | 'onChange' | 'max'> {
  /** Hundredths of a percent (250 = 2,50%); null while the field is empty. */
  value: BasisPoints | null;
  onChange: (bps: BasisPoints | null) => void;
  /** Largest share accepted, in basis points: typing or pasting beyond it is ignored. */
  max?: BasisPoints;
}

/**
 * A percentage (a fine, interest a month) typed as amounts are: digits fill the hundredths from
 * the right (2, 5, 0 → 2,50%). Value and onChange are integer basis points, never a float.
 */
export function PercentField(props: PercentFieldProps) {
  return <DecimalField {...props} format={formatBasisPoints} parse={parseBasisPoints} />;
}
