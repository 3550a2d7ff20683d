import { clsx } from 'clsx';
import { idList } from '../internal/idList';
import { Checkbox as RadixCheckbox } from 'radix-ui';
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import { FieldError } from '../Field';
import { CheckIcon } from './CheckIcon';
import {
  box,
  description as descriptionClass,
  error as errorClass,
  indicator,
  label as labelClass,
  row,
} from './Checkbox.css';

export interface CheckboxProps extends Omit<
  ComponentPropsWithRef<typeof RadixCheckbox.Root>,
  'children' | 'asChild'
> {
  label: ReactNode;
  /** Extra explanation under the label, read as the checkbox's description. */
  description?: ReactNode;
  /** pt-BR message (e.g. "Aceite os termos para continuar"); announced. */
  error?: ReactNode;
}

/**
 * A labelled checkbox (Radix): Space toggles it, the whole label is clickable, `checked` may be
 * "indeterminate" for a partly selected group.
 */
export function Checkbox({
  label,
  description,
  error,
  id,
  className,
  'aria-describedby': extraDescribedBy,
  ...rest
}: CheckboxProps) {
  const generated = useId();
  const controlId = id ?? `${generated}-checkbox`;
  const descriptionId = `${generated}-description`;
  const errorId = `${generated}-error`;
  const describedBy = idList(
    description ? descriptionId : null,
    error ? errorId : null,
    extraDescribedBy,
  );
  return (
    <div className={clsx(row, className)}>
      <RadixCheckbox.Root
        {...rest}
        id={controlId}
        className={box}
        aria-describedby={describedBy}
        aria-invalid={error ? true : undefined}
      >
        <RadixCheckbox.Indicator className={indicator}>
          <CheckIcon indeterminate={rest.checked === 'indeterminate'} />
        </RadixCheckbox.Indicator>
      </RadixCheckbox.Root>
      <label htmlFor={controlId} className={labelClass}>
        {label}
      </label>
      {description ? (
        <p id={descriptionId} className={descriptionClass}>
          {description}
        </p>
      ) : null}
      {error ? (
        <FieldError id={errorId} className={errorClass}>
          {error}
        </FieldError>
      ) : null}
    </div>
  );
}
