import { clsx } from 'clsx';
import { idList } from '../internal/idList';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Field } from '../Field';
import { adornment, control, input, numeric as numericClass } from './TextField.css';

export interface TextFieldProps extends Omit<ComponentPropsWithRef<'input'>, 'size' | 'prefix'> {
  label: ReactNode;
  hint?: ReactNode;
  /** pt-BR message of what is wrong; announced and linked to the input. */
  error?: ReactNode;
  /** Shows "(opcional)" after the label. */
  optional?: boolean;
  /** Text or icon inside the box before the value (e.g. "R$", "+55"). Decorative. */
  prefix?: ReactNode;
  /** Text or a control (e.g. an IconButton) inside the box after the value. */
  suffix?: ReactNode;
  /** Tabular digits, for amounts and document numbers. */
  numeric?: boolean;
  /** Class for the outer field (label, box, messages). */
  className?: string;
  /** Class for the `<input>` itself. */
  inputClassName?: string;
}

/** A labelled single-line text input with hint and error message. */
export function TextField({
  label,
  hint,
  error,
  optional,
  prefix,
  suffix,
  numeric = false,
  className,
  inputClassName,
  id,
  'aria-describedby': extraDescribedBy,
  ...rest
}: TextFieldProps) {
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      optional={optional}
      controlId={id}
      className={className}
    >
      {({ control: wiring }) => (
        <div className={control}>
          {prefix ? (
            <span className={adornment} aria-hidden="true">
              {prefix}
            </span>
          ) : null}
          <input
            {...rest}
            {...wiring}
            aria-describedby={idList(wiring['aria-describedby'], extraDescribedBy)}
            className={clsx(input, numeric ? numericClass : null, inputClassName)}
          />
          {suffix ? <span className={adornment}>{suffix}</span> : null}
        </div>
      )}
    </Field>
  );
}
