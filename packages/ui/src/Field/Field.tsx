import { clsx } from 'clsx';
import { idList } from '../internal/idList';
import { useId, type HTMLAttributes, type ReactNode } from 'react';
import {
  field,
  hint as hintClass,
  label as labelClass,
  optional as optionalClass,
} from './Field.css';
import { FieldError } from './FieldError';
import { useUiMessages } from '../Locale';

/** What a control inside a Field spreads onto itself so the label, hint and error reach it. */
export interface FieldControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

export interface FieldRenderProps {
  control: FieldControlProps;
  /** Id of the visible label, for controls that are named with aria-labelledby (groups). */
  labelId: string;
}

export interface FieldProps extends Omit<HTMLAttributes<HTMLDivElement>, 'children'> {
  label: ReactNode;
  /** Help shown under the control, read after the label. */
  hint?: ReactNode;
  /** pt-BR message of what is wrong; announced when it appears and linked to the control. */
  error?: ReactNode;
  /** Marks the field "(opcional)": fields are required unless they say otherwise. */
  optional?: boolean;
  optionalLabel?: string;
  /** Id for the control; generated when absent. */
  controlId?: string;
  /**
   * `label` (default) for a single control; `legend`-like `span` for groups (PIN digits, radio
   * groups) that point at the label with aria-labelledby instead.
   */
  labelAs?: 'label' | 'span';
  children: (props: FieldRenderProps) => ReactNode;
}

/**
 * Label, hint and error around one form control, wired for assistive technology: the label names
 * the control, hint and error describe it (aria-describedby), the error marks it invalid and is
 * announced as soon as it appears (role="alert").
 */
export function Field({
  label,
  hint,
  error,
  optional = false,
  optionalLabel: optionalLabelProp,
  controlId,
  labelAs = 'label',
  className,
  children,
  ...rest
}: FieldProps) {
  const messages = useUiMessages();
  const optionalLabel = optionalLabelProp === undefined ? messages.optional : optionalLabelProp;
  const generated = useId();
  const id = controlId ?? `${generated}-control`;
  const labelId = `${generated}-label`;
  const hintId = `${generated}-hint`;
  const errorId = `${generated}-error`;
  const hasError = error !== undefined && error !== null && error !== false && error !== '';
  const describedBy = idList(hint ? hintId : null, hasError ? errorId : null);
  const labelContent = (
    <>
      {label}
      {optional ? (
        <>
          {' '}
          <span className={optionalClass}>{optionalLabel}</span>
        </>
      ) : null}
    </>
  );

  return (
    <div {...rest} className={clsx(field, className)}>
      {labelAs === 'label' ? (
        <label id={labelId} htmlFor={id} className={labelClass}>
          {labelContent}
        </label>
      ) : (
        <span id={labelId} className={labelClass}>
          {labelContent}
        </span>
      )}
      {children({
        control: { id, 'aria-describedby': describedBy, 'aria-invalid': hasError || undefined },
        labelId,
      })}
      {hint ? (
        <p id={hintId} className={hintClass}>
          {hint}
        </p>
      ) : null}
      {hasError ? <FieldError id={errorId}>{error}</FieldError> : null}
    </div>
  );
}
