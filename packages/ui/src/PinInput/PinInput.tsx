import {
  useLayoutEffect,
  useRef,
  type ClipboardEvent,
  type ChangeEvent,
  type KeyboardEvent,
  type ReactNode,
} from 'react';
import { Field } from '../Field';
import { cell, cells } from './PinInput.css';
import { useUiMessages } from '../Locale';

export interface PinInputProps {
  label: ReactNode;
  /** The digits typed so far, left to right. */
  value: string;
  onChange: (value: string) => void;
  /** Called once every box is filled, with the whole PIN or code. */
  onComplete?: (value: string) => void;
  /** Number of digit boxes. */
  length?: number;
  /** Hides the digits (a PIN); false for a one-time code sent by SMS or e-mail. */
  masked?: boolean;
  /** A one-time code: lets the phone offer the code it just received. */
  oneTimeCode?: boolean;
  hint?: ReactNode;
  /** pt-BR message of what is wrong (e.g. "Senha incorreta"); announced. */
  error?: ReactNode;
  disabled?: boolean;
  autoFocus?: boolean;
  /** Spoken name of each box; receives the 1-based position and the length. */
  cellLabel?: (position: number, length: number) => string;
  /** Submitted with a form as one value. */
  name?: string;
  className?: string;
}

const onlyDigits = (text: string) => text.replace(/\D/g, '');

/**
 * A PIN or one-time code as N digit boxes: typing moves to the next box, Backspace goes back,
 * arrows move, a pasted (or autofilled) code fills every box from the one in focus. Numeric
 * keyboard on phones; digits hidden unless `masked` is false.
 */
export function PinInput({
  label,
  value,
  onChange,
  onComplete,
  length = 4,
  masked = true,
  oneTimeCode = false,
  hint,
  error,
  disabled = false,
  autoFocus = false,
  cellLabel: cellLabelProp,
  name,
  className,
}: PinInputProps) {
  const messages = useUiMessages();
  const cellLabel = cellLabelProp === undefined ? messages.digit : cellLabelProp;
  const inputs = useRef<Array<HTMLInputElement | null>>([]);
  const digits = onlyDigits(value).slice(0, length);
  // What was last written, ahead of the owner's re-render, so moving focus sees the new digits.
  const latest = useRef(digits);
  useLayoutEffect(() => {
    latest.current = digits;
  }, [digits]);

  const focusCell = (index: number) => {
    const target = inputs.current[Math.max(0, Math.min(index, length - 1))];
    target?.focus();
    target?.select();
  };

  const commit = (next: string, focusIndex: number) => {
    const clean = onlyDigits(next).slice(0, length);
    latest.current = clean;
    if (clean !== digits) onChange(clean);
    focusCell(focusIndex);
    if (clean.length === length && clean !== digits) onComplete?.(clean);
  };

  /** Writes `typed` from box `index` on: one digit replaces, several (paste, autofill) spread. */
  const writeFrom = (index: number, typed: string) => {
    const start = Math.min(index, digits.length);
    const next = (digits.slice(0, start) + typed + digits.slice(start + typed.length)).slice(
      0,
      length,
    );
    commit(next, start + typed.length);
  };

  const handleChange = (index: number) => (event: ChangeEvent<HTMLInputElement>) => {
    const typed = onlyDigits(event.target.value);
    const current = digits[index] ?? '';
    if (typed === '') {
      commit(digits.slice(0, index) + digits.slice(index + 1), index);
      return;
    }
    // A filled box whose text is selected gets replaced; if not, the new digit is the other one.
    const fresh =
      typed.length === 2 && typed.includes(current) ? typed.replace(current, '') : typed;
    writeFrom(index, fresh || typed.slice(-1));
  };

  const handleKeyDown = (index: number) => (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'Backspace':
        if ((digits[index] ?? '') === '' && index > 0) {
          event.preventDefault();
          commit(digits.slice(0, index - 1) + digits.slice(index), index - 1);
        }
        break;
      case 'ArrowLeft':
        event.preventDefault();
        focusCell(index - 1);
        break;
      case 'ArrowRight':
        event.preventDefault();
        focusCell(Math.min(index + 1, digits.length));
        break;
      case 'Home':
        event.preventDefault();
        focusCell(0);
        break;
      case 'End':
        event.preventDefault();
        focusCell(digits.length);
        break;
      default:
        break;
    }
  };

  const handlePaste = (index: number) => (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const pasted = onlyDigits(event.clipboardData.getData('text'));
    if (pasted) writeFrom(index, pasted);
  };

  return (
    <Field label={label} hint={hint} error={error} labelAs="span" className={className}>
      {({ control, labelId }) => (
        <div
          role="group"
          aria-labelledby={labelId}
          aria-describedby={control['aria-describedby']}
          className={cells}
        >
          {Array.from({ length }, (_, index) => (
            <input
              key={index}
              ref={(node) => {
                inputs.current[index] = node;
              }}
              id={index === 0 ? control.id : undefined}
              className={cell}
              type={masked ? 'password' : 'text'}
              inputMode="numeric"
              pattern="[0-9]*"
              autoComplete={oneTimeCode && index === 0 ? 'one-time-code' : 'off'}
              aria-label={cellLabel(index + 1, length)}
              aria-invalid={control['aria-invalid']}
              aria-describedby={control['aria-describedby']}
              value={digits[index] ?? ''}
              disabled={disabled}
              // Boxes fill left to right: a box past the first empty one sends focus back to it.
              onFocus={(event) => {
                if (index > latest.current.length) focusCell(latest.current.length);
                else event.currentTarget.select();
              }}
              onChange={handleChange(index)}
              onKeyDown={handleKeyDown(index)}
              onPaste={handlePaste(index)}
              // React 19 accepts autoFocus on one element; only the first box takes it.
              autoFocus={autoFocus && index === 0}
            />
          ))}
          {name ? <input type="hidden" name={name} value={digits} /> : null}
        </div>
      )}
    </Field>
  );
}
