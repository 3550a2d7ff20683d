import { clsx } from 'clsx';
import { RadioGroup as RadixRadioGroup } from 'radix-ui';
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import {
  description as descriptionClass,
  dot,
  label as labelClass,
  option,
  radio,
} from './RadioGroup.css';

export interface RadioProps extends Omit<
  ComponentPropsWithRef<typeof RadixRadioGroup.Item>,
  'children' | 'asChild'
> {
  label: ReactNode;
  description?: ReactNode;
}

/** One option of a RadioGroup. */
export function Radio({ label, description, id, className, ...rest }: RadioProps) {
  const generated = useId();
  const controlId = id ?? `${generated}-radio`;
  const descriptionId = `${generated}-description`;
  return (
    <div className={clsx(option, className)}>
      <RadixRadioGroup.Item
        {...rest}
        id={controlId}
        className={radio}
        aria-describedby={description ? descriptionId : undefined}
      >
        <RadixRadioGroup.Indicator className={dot} />
      </RadixRadioGroup.Item>
      <label htmlFor={controlId} className={labelClass}>
        {label}
      </label>
      {description ? (
        <p id={descriptionId} className={descriptionClass}>
          {description}
        </p>
      ) : null}
    </div>
  );
}
