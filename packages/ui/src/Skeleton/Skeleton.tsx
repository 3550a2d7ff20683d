import { clsx } from 'clsx';
import type { CSSProperties, HTMLAttributes } from 'react';
import { skeleton } from './Skeleton.css';

export interface SkeletonProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** `text` is one line of body text, `circle` an avatar, `block` a card or image. */
  shape?: 'text' | 'circle' | 'block';
  /** CSS width, e.g. `vars.space.x10` or `'60%'`; defaults to the full width (text/block). */
  width?: CSSProperties['width'];
  height?: CSSProperties['height'];
}

/**
 * A placeholder that keeps the layout while content loads. Hidden from assistive technology: the
 * region that is loading says so (aria-busy or a Spinner), not every placeholder.
 */
export function Skeleton({
  shape = 'text',
  width,
  height,
  className,
  style,
  ...rest
}: SkeletonProps) {
  return (
    <span
      {...rest}
      aria-hidden="true"
      className={clsx(skeleton({ shape }), className)}
      style={{ width, height, ...style }}
    />
  );
}
