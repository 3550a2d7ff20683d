import { formatBrl, parseBrl, type Cents } from '@ipe/domain';
import {
  useLayoutEffect,
  useRef,
  type ChangeEvent,
  type ClipboardEvent,
  type Ref,
  type SyntheticEvent,
} from 'react';
import { TextField, type TextFieldProps } from '../TextField';
import { centsFromTyping } from './centsFromTyping';

export interface MoneyFieldProps extends Omit<
  TextFieldProps,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'inputMode' | 'prefix' | 'numeric' | 'ref'
> {
  /** Integer centavos; null while the field is empty. */
  value: Cents | null;
  onChange: (cents: Cents | null) => void;
  /** Largest amount accepted in centavos: typing or pasting beyond it is ignored. */
  max?: Cents;
  ref?: Ref<HTMLInputElement>;
}

/**
 * An amount in reais typed like in Brazilian bank apps: digits fill the centavos from the right
 * (1, 2, 3 → R$ 1,23), Backspace removes the last digit, a pasted "1.234,56" or "R$ 50" is read
 * as written. Value and onChange are integer centavos, never a float.
 */
export function MoneyField({
  value,
  onChange,
  max,
  placeholder = formatBrl(0),
  onPaste,
  onSelect,
  ref,
  ...rest
}: MoneyFieldProps) {
  const inputRef = useRef<HTMLInputElement | null>(null);
  const text = value === null ? '' : formatBrl(value);

  const accept = (cents: Cents | null | undefined) => {
    if (cents === undefined) return;
    if (cents !== null && max !== undefined && cents > max) return;
    if (cents !== value) onChange(cents);
  };

  // The caret lives at the end, where the next digit goes, as in bank apps.
  const caretToEnd = (input: HTMLInputElement) => {
    const end = input.value.length;
    if (input.selectionStart === input.selectionEnd && input.selectionStart !== end) {
      input.setSelectionRange(end, end);
    }
  };

  useLayoutEffect(() => {
    const input = inputRef.current;
    if (input && input.ownerDocument.activeElement === input) caretToEnd(input);
  }, [text]);

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    accept(centsFromTyping(event.target.value));
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    onPaste?.(event);
    if (event.defaultPrevented) return;
    // A pasted amount replaces the value; it is read as written, not digit by digit.
    event.preventDefault();
    const pasted = event.clipboardData.getData('text');
    const parsed = parseBrl(pasted);
    accept(parsed !== null && parsed >= 0 ? parsed : undefined);
  };

  const handleSelect = (event: SyntheticEvent<HTMLInputElement>) => {
    onSelect?.(event);
    caretToEnd(event.currentTarget);
  };

  return (
    <TextField
      {...rest}
      ref={(node) => {
        inputRef.current = node;
        if (typeof ref === 'function') ref(node);
        else if (ref) ref.current = node;
      }}
      type="text"
      inputMode="numeric"
      autoComplete="off"
      numeric
      placeholder={placeholder}
      value={text}
      onChange={handleChange}
      onPaste={handlePaste}
      onSelect={handleSelect}
    />
  );
}
