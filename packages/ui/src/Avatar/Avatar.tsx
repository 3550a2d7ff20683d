import { clsx } from 'clsx';
import type { HTMLAttributes } from 'react';
import { avatar } from './Avatar.css';
import { initialsOf } from './initials';

export interface AvatarProps extends Omit<HTMLAttributes<HTMLSpanElement>, 'children'> {
  /** Full name; the avatar shows its initials and uses it as the accessible name. */
  name: string;
  size?: 'sm' | 'md' | 'lg';
  /** Hide from assistive technology when the name is already written next to the avatar. */
  decorative?: boolean;
}

/** A person's or company's initials in a circle. */
export function Avatar({ name, size = 'md', decorative = false, className, ...rest }: AvatarProps) {
  const classes = clsx(avatar({ size }), className);
  return (
    <span
      {...rest}
      className={classes}
      {...(decorative ? { 'aria-hidden': true } : { role: 'img', 'aria-label': name })}
    >
      {initialsOf(name)}
    </span>
  );
}
