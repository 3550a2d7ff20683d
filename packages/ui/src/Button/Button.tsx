import { clsx } from 'clsx';
import type { ComponentPropsWithRef, MouseEvent, ReactNode } from 'react';
import { Spinner } from '../Spinner';
import { button, content, hiddenContent, icon as iconClass, spinnerSlot } from './Button.css';

export interface ButtonProps extends ComponentPropsWithRef<'button'> {
  /** `primary` for the one main action of a screen, `danger` for what cannot be undone. */
  variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  size?: 'sm' | 'md' | 'lg';
  fullWidth?: boolean;
  /**
   * Shows a spinner and ignores clicks while keeping focus and the accessible name, so a payment
   * cannot be sent twice and a keyboard user does not lose their place.
   */
  loading?: boolean;
  /** Decorative icon before the label. */
  icon?: ReactNode;
}

/** An action. Renders a native `<button>` (type "button" unless told otherwise). */
export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  icon,
  type = 'button',
  className,
  children,
  onClick,
  'aria-disabled': ariaDisabled,
  ...rest
}: ButtonProps) {
  // aria-disabled (not `disabled`) keeps the button focusable so its reason can be read out.
  const inert = loading || ariaDisabled === true || ariaDisabled === 'true';
  const handleClick = (event: MouseEvent<HTMLButtonElement>) => {
    if (inert) {
      event.preventDefault();
      return;
    }
    onClick?.(event);
  };
  const label = (
    <>
      {icon ? (
        <span className={iconClass} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      {children}
    </>
  );
  return (
    <button
      {...rest}
      type={type}
      className={clsx(button({ variant, size, fullWidth }), className)}
      onClick={handleClick}
      aria-busy={loading || undefined}
      aria-disabled={inert || undefined}
    >
      {loading ? (
        <>
          <span className={hiddenContent}>{label}</span>
          <span className={spinnerSlot}>
            <Spinner size="sm" tone="current" label={null} />
          </span>
        </>
      ) : (
        <span className={content}>{label}</span>
      )}
    </button>
  );
}
