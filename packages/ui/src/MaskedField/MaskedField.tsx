import {
  useLayoutEffect,
  useRef,
  useState,
  type ChangeEvent,
  type FocusEvent,
  type Ref,
} from 'react';
import { TextField, type TextFieldProps } from '../TextField';
import { applyMask, caretAfterRaw, type MaskPattern } from './applyMask';

export interface MaskedFieldProps extends Omit<
  TextFieldProps,
  'value' | 'defaultValue' | 'onChange' | 'ref'
> {
  /** The raw characters (digits, or digits and uppercase letters), without separators. */
  value: string;
  onChange: (raw: string) => void;
  /** The pattern, or a function choosing it from the raw characters typed so far. */
  mask: MaskPattern | ((raw: string) => MaskPattern);
  /**
   * pt-BR message for a value that is not acceptable, or undefined. Shown once the person leaves
   * the field (never while they are still typing), and cleared as soon as the value is fixed.
   * An `error` prop always wins over it.
   */
  validate?: (raw: string) => string | undefined;
  ref?: Ref<HTMLInputElement>;
}

/** Characters any mask could keep; the pattern decides which of them fit. */
const candidate = (text: string) => text.toUpperCase().replace(/[^0-9A-Z]/g, '');

/**
 * A TextField that formats as you type ("12345678909" → "123.456.789-09") and hands back only the
 * raw characters. The caret stays where the person is typing, and Backspace right after a
 * separator deletes the character before it.
 */
export function MaskedField({
  value,
  onChange,
  mask,
  validate,
  error,
  onBlur,
  ref,
  ...rest
}: MaskedFieldProps) {
  const patternFor = (raw: string) => (typeof mask === 'function' ? mask(raw) : mask);
  const { text } = applyMask(patternFor(value), value);
  const inputRef = useRef<HTMLInputElement | null>(null);
  const pendingCaret = useRef<number | null>(null);
  const [touched, setTouched] = useState(false);
  // Re-renders when a keystroke is refused, so the caret is put back where it was.
  const [, setRefused] = useState(0);

  useLayoutEffect(() => {
    const input = inputRef.current;
    const rawBefore = pendingCaret.current;
    if (!input || rawBefore === null) return;
    pendingCaret.current = null;
    if (input.ownerDocument.activeElement !== input) return;
    const caret = caretAfterRaw(patternFor(value), input.value, rawBefore);
    input.setSelectionRange(caret, caret);
  });

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    const caret = event.target.selectionStart ?? typed.length;
    const pattern = patternFor(candidate(typed));
    let { raw } = applyMask(pattern, typed);
    let rawBefore = applyMask(pattern, typed.slice(0, caret)).raw.length;
    const inputType = (event.nativeEvent as InputEvent).inputType;
    if (raw === value && inputType === 'deleteContentBackward' && rawBefore > 0) {
      // Only a separator went: take the character before it, as the person meant.
      raw = raw.slice(0, rawBefore - 1) + raw.slice(rawBefore);
      rawBefore -= 1;
    } else if (raw === value && inputType === 'deleteContentForward') {
      raw = raw.slice(0, rawBefore) + raw.slice(rawBefore + 1);
    }
    pendingCaret.current = rawBefore;
    if (raw !== value) onChange(raw);
    else setRefused((count) => count + 1);
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    setTouched(true);
    onBlur?.(event);
  };

  const message = error ?? (touched && validate ? validate(value) : undefined);

  return (
    <TextField
      {...rest}
      ref={(node) => {
        inputRef.current = node;
        if (typeof ref === 'function') ref(node);
        else if (ref) ref.current = node;
      }}
      value={text}
      onChange={handleChange}
      onBlur={handleBlur}
      error={message}
      numeric
    />
  );
}
