import { clsx } from 'clsx';
import type { HTMLAttributes } from 'react';
import { formatBrl, type Cents } from '@ipe/domain';
import { VisuallyHidden } from 'radix-ui';
import { amount } from './Amount.css';
import { useUiMessages } from '../Locale';

export interface AmountProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** Integer centavos. */
  value: Cents;
  /** Masks the value as "R$ ••••" (the balance's hide toggle). */
  hidden?: boolean;
  /** `always` writes "+" before credits as well as "−" before debits. */
  signDisplay?: 'auto' | 'always';
  /** `credit`/`debit` colour the value; the sign still says which it is. */
  tone?: 'default' | 'credit' | 'debit' | 'muted';
  size?: 'sm' | 'md' | 'lg' | 'xl';
  /** Read by screen readers instead of the dots when hidden. */
  hiddenLabel?: string;
}

const MINUS = '\u2212';

/** Formats integer centavos as Brazilian reais: 123456 → "R$ 1.234,56". */
export function Amount({
  value,
  hidden = false,
  signDisplay = 'auto',
  tone = 'default',
  size = 'md',
  hiddenLabel: hiddenLabelProp,
  className,
  ...rest
}: AmountProps) {
  const messages = useUiMessages();
  const hiddenLabel = hiddenLabelProp === undefined ? messages.hiddenAmount : hiddenLabelProp;
  const classes = clsx(amount({ tone, size }), className);
  if (hidden) {
    return (
      <span {...rest} className={classes}>
        <span aria-hidden="true">R$ ••••</span>
        <VisuallyHidden.Root>{hiddenLabel}</VisuallyHidden.Root>
      </span>
    );
  }
  const sign = value < 0 ? MINUS : value > 0 && signDisplay === 'always' ? '+' : '';
  return (
    <span {...rest} className={classes}>
      {sign}
      {formatBrl(Math.abs(value))}
    </span>
  );
}
