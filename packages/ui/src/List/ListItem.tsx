import { clsx } from 'clsx';
import type { LiHTMLAttributes, MouseEventHandler, ReactNode } from 'react';
import {
  body,
  chevron,
  description as descriptionClass,
  interactive,
  item,
  leading as leadingClass,
  row,
  title as titleClass,
  trailing as trailingClass,
} from './List.css';

export interface ListItemProps extends Omit<LiHTMLAttributes<HTMLLIElement>, 'title' | 'onClick'> {
  title: ReactNode;
  description?: ReactNode;
  /** Icon or Avatar before the text. Decorative unless it carries its own label. */
  leading?: ReactNode;
  /** Value or status after the text (an amount, a Badge). */
  trailing?: ReactNode;
  /** Makes the whole row a link. */
  href?: string;
  /** Makes the whole row a button. */
  onClick?: MouseEventHandler<HTMLButtonElement>;
  disabled?: boolean;
}

function Chevron() {
  return (
    <svg viewBox="0 0 16 16" width="100%" height="100%" fill="none" aria-hidden="true">
      <path
        d="M6 4l4 4-4 4"
        stroke="currentColor"
        strokeWidth="1.75"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/**
 * A row of a List. With `href` or `onClick` the whole row is one link or button (one tab stop,
 * a large target), named by its title and description; otherwise it is plain content.
 */
export function ListItem({
  title,
  description,
  leading,
  trailing,
  href,
  onClick,
  disabled,
  className,
  ...rest
}: ListItemProps) {
  const content = (
    <>
      {leading ? <span className={leadingClass}>{leading}</span> : null}
      <span className={body}>
        <span className={titleClass}>{title}</span>
        {/* The space keeps title and description apart in the row's accessible name. */}
        {description ? (
          <>
            {' '}
            <span className={descriptionClass}>{description}</span>
          </>
        ) : null}
      </span>
      {trailing || href || onClick ? (
        <span className={trailingClass}>
          {trailing}
          {href || onClick ? (
            <span className={chevron}>
              <Chevron />
            </span>
          ) : null}
        </span>
      ) : null}
    </>
  );
  let inner: ReactNode;
  if (href !== undefined && !disabled) {
    inner = (
      <a href={href} className={`${row} ${interactive}`}>
        {content}
      </a>
    );
  } else if (onClick || (href !== undefined && disabled)) {
    inner = (
      <button
        type="button"
        className={`${row} ${interactive}`}
        onClick={onClick}
        disabled={disabled}
      >
        {content}
      </button>
    );
  } else {
    inner = <div className={row}>{content}</div>;
  }
  return (
    <li {...rest} className={clsx(item, className)}>
      {inner}
    </li>
  );
}
