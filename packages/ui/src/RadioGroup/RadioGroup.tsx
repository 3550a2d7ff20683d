import { RadioGroup as RadixRadioGroup } from 'radix-ui';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Field } from '../Field';
import { group } from './RadioGroup.css';

export interface RadioGroupProps extends Omit<
  ComponentPropsWithRef<typeof RadixRadioGroup.Root>,
  'asChild'
> {
  /** Names the group ("Tipo de chave Pix"). */
  label: ReactNode;
  hint?: ReactNode;
  /** pt-BR message; announced, and the group is marked invalid. */
  error?: ReactNode;
  optional?: boolean;
  /** `Radio` elements. */
  children: ReactNode;
}

/**
 * One choice among a few (Radix): Tab enters the group at the selected option, the arrow keys
 * move and select, the label names the whole group.
 */
export function RadioGroup({
  label,
  hint,
  error,
  optional,
  className,
  children,
  ...rest
}: RadioGroupProps) {
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      optional={optional}
      labelAs="span"
      className={className}
    >
      {({ control, labelId }) => (
        <RadixRadioGroup.Root
          {...rest}
          aria-labelledby={labelId}
          aria-describedby={control['aria-describedby']}
          aria-invalid={control['aria-invalid']}
          className={group}
        >
          {children}
        </RadixRadioGroup.Root>
      )}
    </Field>
  );
}
