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

export interface DecimalFieldProps extends Omit<
  TextFieldProps,
  'value' | 'defaultValue' | 'onChange' | 'type' | 'inputMode' | 'prefix' | 'numeric' | 'ref'
> {
  /** An integer of hundredths (centavos, basis points); null while the field is empty. */
  value: number | null;
  onChange: (hundredths: number | null) => void;
  /** Largest value accepted: typing or pasting beyond it is ignored. */
  max?: number;
  ref?: Ref<HTMLInputElement>;
}

/**
 * A number with two decimals typed like amounts in Brazilian bank apps: digits fill the
 * hundredths from the right (1, 2, 3 → 1,23), Backspace removes the last digit, pasted text is
 * read as written by `parse`. MoneyField (reais) and PercentField (percent) are this field with
 * their own `format` and `parse`.
 */
export function DecimalField({
  value,
  onChange,
  max,
  format,
  parse,
  placeholder = format(0),
  onPaste,
  onSelect,
  ref,
  ...rest
}: DecimalFieldProps & {
  format: (hundredths: number) => string;
  parse: (text: string) => number | null;
}) {
  const inputRef = useRef<HTMLInputElement | null>(null);
  const text = value === null ? '' : format(value);

  const accept = (next: number | null | undefined) => {
    if (next === undefined) return;
    if (next !== null && max !== undefined && next > max) return;
    if (next !== value) onChange(next);
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
    const typed = event.target.value;
    const digitsOf = (shown: string) => shown.replace(/\D/g, '');
    // Deleting a sign after the number ('%') deletes the digit before it, as in bank apps.
    const deletedSign = typed.length < text.length && digitsOf(typed) === digitsOf(text);
    accept(centsFromTyping(deletedSign ? digitsOf(typed).slice(0, -1) : typed));
  };

  const handlePaste = (event: ClipboardEvent<HTMLInputElement>) => {
    onPaste?.(event);
    if (event.defaultPrevented) return;
    // A pasted value replaces the value; it is read as written, not digit by digit.
    event.preventDefault();
    const pasted = event.clipboardData.getData('text');
    const parsed = parse(pasted);
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
