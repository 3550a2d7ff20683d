import { clsx } from 'clsx';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { glyph, iconButton } from './IconButton.css';

export interface IconButtonProps extends Omit<
  ComponentPropsWithRef<'button'>,
  'children' | 'aria-label' | 'aria-labelledby'
> {
  /** Required: an icon alone tells a screen reader nothing. Also shown as the tooltip. */
  'aria-label': string;
  /** The icon (an SVG); hidden from assistive technology, the label speaks for it. */
  icon: ReactNode;
  variant?: 'ghost' | 'secondary' | 'primary';
  size?: 'sm' | 'md';
}

/** A button that shows only an icon, such as close, show/hide balance or copy. */
export function IconButton({
  'aria-label': label,
  icon,
  variant,
  size,
  type = 'button',
  title,
  className,
  ...rest
}: IconButtonProps) {
  return (
    <button
      {...rest}
      type={type}
      aria-label={label}
      title={title ?? label}
      className={clsx(iconButton({ variant, size }), className)}
    >
      <span className={glyph({ size })} aria-hidden="true">
        {icon}
      </span>
    </button>
  );
}
