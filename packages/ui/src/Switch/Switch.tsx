import { clsx } from 'clsx';
import { idList } from '../internal/idList';
import { Switch as RadixSwitch } from 'radix-ui';
import { useId, type ComponentPropsWithRef, type ReactNode } from 'react';
import {
  description as descriptionClass,
  label as labelClass,
  row,
  thumb,
  track,
} from './Switch.css';

export interface SwitchProps extends Omit<
  ComponentPropsWithRef<typeof RadixSwitch.Root>,
  'children' | 'asChild'
> {
  label: ReactNode;
  /** Extra explanation under the label, read as the switch's description. */
  description?: ReactNode;
}

/**
 * An on/off setting that applies at once (Radix): role "switch", Space or Enter toggles it, the
 * label is clickable. Use Checkbox for choices confirmed later with a button.
 */
export function Switch({
  label,
  description,
  id,
  className,
  'aria-describedby': extraDescribedBy,
  ...rest
}: SwitchProps) {
  const generated = useId();
  const controlId = id ?? `${generated}-switch`;
  const descriptionId = `${generated}-description`;
  const describedBy = idList(description ? descriptionId : null, extraDescribedBy);
  return (
    <div className={clsx(row, className)}>
      <label htmlFor={controlId} className={labelClass}>
        {label}
      </label>
      <RadixSwitch.Root {...rest} id={controlId} className={track} aria-describedby={describedBy}>
        <RadixSwitch.Thumb className={thumb} />
      </RadixSwitch.Root>
      {description ? (
        <p id={descriptionId} className={descriptionClass}>
          {description}
        </p>
      ) : null}
    </div>
  );
}
