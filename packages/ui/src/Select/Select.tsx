import { Select as RadixSelect } from 'radix-ui';
import type { ReactNode } from 'react';
import { Field } from '../Field';
import {
  chevron,
  content,
  item,
  itemIndicator,
  trigger,
  value as valueClass,
  viewport,
} from './Select.css';
import { useUiMessages } from '../Locale';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectProps {
  label: ReactNode;
  options: readonly SelectOption[];
  /**
   * The chosen option's value, `''` for none (the placeholder shows). Left undefined the field
   * keeps its own choice, so a form that clears it must pass `''`: undefined would go on showing
   * the option last chosen.
   */
  value?: string;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  /** Shown until something is chosen. */
  placeholder?: string;
  hint?: ReactNode;
  /** pt-BR message; announced and linked to the control. */
  error?: ReactNode;
  optional?: boolean;
  disabled?: boolean;
  required?: boolean;
  /** Submitted with a form. */
  name?: string;

  id?: string;
  className?: string;
}

function Chevron() {
  return (
    <svg viewBox="0 0 16 16" width="100%" height="100%" fill="none" aria-hidden="true">
      <path
        d="M4 6l4 4 4-4"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

function Tick() {
  return (
    <svg viewBox="0 0 16 16" width="100%" height="100%" fill="none" aria-hidden="true">
      <path
        d="M3.5 8.5l3 3 6-7"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * Choose one option from a list (Radix Select): a labelled combobox; Enter, Space or the arrow
 * keys open it, typing jumps to an option, Escape closes it and focus returns to the field.
 */
export function Select({
  label,
  options,
  value,
  defaultValue,
  onValueChange,
  placeholder: placeholderProp,
  hint,
  error,
  optional,
  disabled,
  required,
  name,
  id,
  className,
}: SelectProps) {
  const messages = useUiMessages();
  const placeholder = placeholderProp === undefined ? messages.select : placeholderProp;
  return (
    <Field
      label={label}
      hint={hint}
      error={error}
      optional={optional}
      controlId={id}
      className={className}
    >
      {({ control, labelId }) => (
        <RadixSelect.Root
          value={value}
          defaultValue={defaultValue}
          onValueChange={onValueChange}
          disabled={disabled}
          required={required}
          name={name}
        >
          <RadixSelect.Trigger {...control} aria-labelledby={labelId} className={trigger}>
            <span className={valueClass}>
              <RadixSelect.Value placeholder={placeholder} />
            </span>
            <RadixSelect.Icon className={chevron}>
              <Chevron />
            </RadixSelect.Icon>
          </RadixSelect.Trigger>
          <RadixSelect.Portal>
            <RadixSelect.Content className={content} position="popper" sideOffset={4}>
              <RadixSelect.Viewport className={viewport}>
                {options.map((option) => (
                  <RadixSelect.Item
                    key={option.value}
                    value={option.value}
                    disabled={option.disabled}
                    className={item}
                  >
                    <RadixSelect.ItemText>{option.label}</RadixSelect.ItemText>
                    <RadixSelect.ItemIndicator className={itemIndicator}>
                      <Tick />
                    </RadixSelect.ItemIndicator>
                  </RadixSelect.Item>
                ))}
              </RadixSelect.Viewport>
            </RadixSelect.Content>
          </RadixSelect.Portal>
        </RadixSelect.Root>
      )}
    </Field>
  );
}
