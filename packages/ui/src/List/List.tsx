import { clsx } from 'clsx';
import type { HTMLAttributes, ReactNode } from 'react';
import { list } from './List.css';

export interface ListProps extends HTMLAttributes<HTMLUListElement> {
  /** `ol` when the order means something (steps, a ranking). */
  as?: 'ul' | 'ol';
  children?: ReactNode;
}

/** A list of ListItem rows separated by dividers. */
export function List({ as: Element = 'ul', className, children, ...rest }: ListProps) {
  return (
    // role="list" survives `list-style: none`, which makes Safari drop the list semantics.
    <Element role="list" {...rest} className={clsx(list, className)}>
      {children}
    </Element>
  );
}
