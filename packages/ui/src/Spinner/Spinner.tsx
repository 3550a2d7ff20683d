import { clsx } from 'clsx';
import type { HTMLAttributes } from 'react';
import { VisuallyHidden } from 'radix-ui';
import { arc, delayed, spinner, track } from './Spinner.css';
import { useUiMessages } from '../Locale';

export interface SpinnerProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** A size from the theme, or a diameter in CSS pixels (the loading overlay uses the spec's 80). */
  size?: 'sm' | 'md' | 'lg' | number;
  /** Announced to screen readers; `null` when a surrounding element already announces the loading. */
  label?: string | null;
  /** `brand` is the teal of the spec; `current` follows the text colour (inside a button). */
  tone?: 'brand' | 'current';
  /**
   * Appears only once the wait has lasted the theme's `loadingDelay` (a second), for a wait
   * that covers or replaces the screen and usually ends sooner. Not inside a button: its label
   * is already hidden.
   */
  delay?: boolean;
}

/** An indeterminate progress indicator. */
export function Spinner({
  size = 'md',
  label: labelProp,
  tone = 'brand',
  delay = false,
  className,
  style,
  ...rest
}: SpinnerProps) {
  const messages = useUiMessages();
  const label = labelProp === undefined ? messages.loading : labelProp;
  const named = typeof size === 'number' ? undefined : size;
  const sizing = typeof size === 'number' ? { width: size, height: size } : undefined;
  const classes = clsx(spinner({ tone, size: named }), delay && delayed, className);
  const graphic = (
    <svg viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <circle className={track} cx="24" cy="24" r="20" />
      <circle className={arc} cx="24" cy="24" r="20" />
    </svg>
  );
  if (label === null) {
    return (
      <span {...rest} className={classes} style={{ ...sizing, ...style }} aria-hidden="true">
        {graphic}
      </span>
    );
  }
  return (
    <span {...rest} className={classes} style={{ ...sizing, ...style }} role="status">
      {graphic}
      <VisuallyHidden.Root>{label}</VisuallyHidden.Root>
    </span>
  );
}
