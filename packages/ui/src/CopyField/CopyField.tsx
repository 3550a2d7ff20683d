import { clsx } from 'clsx';
import { useEffect, useId, useRef, useState, type HTMLAttributes } from 'react';
import {
  button,
  copyField,
  label as labelClass,
  status,
  value as valueClass,
} from './CopyField.css';
import { useUiMessages } from '../Locale';

export interface CopyFieldProps extends Omit<HTMLAttributes<HTMLDivElement>, 'onCopy'> {
  /** The text to show and copy (a Pix copy-and-paste code, a boleto line, a key). */
  value: string;
  label?: string;
  copyLabel?: string;
  copiedLabel?: string;
  failedLabel?: string;
  /** Called after a successful copy. */
  onCopy?: (value: string) => void;
  /** How long the "copied" feedback stays, in milliseconds. */
  feedbackMs?: number;
}

type CopyState = 'idle' | 'copied' | 'failed';

/** A read-only value with a button that copies it to the clipboard and says it did. */
export function CopyField({
  value,
  label: labelProp,
  copyLabel: copyLabelProp,
  copiedLabel: copiedLabelProp,
  failedLabel: failedLabelProp,
  onCopy,
  feedbackMs = 2000,
  className,
  ...rest
}: CopyFieldProps) {
  const messages = useUiMessages();
  const label = labelProp === undefined ? messages.pixCopyPaste : labelProp;
  const copyLabel = copyLabelProp === undefined ? messages.copy : copyLabelProp;
  const copiedLabel = copiedLabelProp === undefined ? messages.copied : copiedLabelProp;
  const failedLabel = failedLabelProp === undefined ? messages.copyFailed : failedLabelProp;
  const [state, setState] = useState<CopyState>('idle');
  const labelId = useId();
  const valueId = useId();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    clearTimeout(timer.current);
    try {
      await navigator.clipboard.writeText(value);
      setState('copied');
      onCopy?.(value);
      timer.current = setTimeout(() => setState('idle'), feedbackMs);
    } catch {
      setState('failed');
    }
  };

  return (
    <div {...rest} role="group" aria-labelledby={labelId} className={clsx(copyField, className)}>
      <span id={labelId} className={labelClass}>
        {label}
      </span>
      <code id={valueId} className={valueClass}>
        {value}
      </code>
      <button type="button" className={button} onClick={copy} aria-describedby={valueId}>
        {state === 'copied' ? copiedLabel : copyLabel}
      </button>
      {/* Always in the DOM so screen readers hear the change. */}
      <span className={status({ failed: state === 'failed' })} role="status">
        {state === 'copied' ? copiedLabel : state === 'failed' ? failedLabel : ''}
      </span>
    </div>
  );
}
