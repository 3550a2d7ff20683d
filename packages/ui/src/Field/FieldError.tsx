import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { ErrorIcon } from './ErrorIcon';
import { error as errorClass } from './Field.css';

export interface FieldErrorProps {
  id: string;
  children: ReactNode;
  className?: string;
}

/**
 * An error message under a control: icon and text (never colour alone), announced when it
 * appears (role="alert"). The control points at `id` with aria-describedby.
 */
export function FieldError({ id, children, className }: FieldErrorProps) {
  return (
    <p id={id} className={clsx(errorClass, className)} role="alert">
      <ErrorIcon />
      <span>{children}</span>
    </p>
  );
}
