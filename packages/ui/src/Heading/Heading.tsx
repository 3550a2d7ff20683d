import { clsx } from 'clsx';
import type { ComponentPropsWithRef } from 'react';
import * as styles from './Heading.css';

export interface HeadingProps extends ComponentPropsWithRef<'h1'> {
  /** The outline level: 1 names the page, 2 a section, 3 a group inside it. */
  level: 1 | 2 | 3;
}

/** A page or section heading in the theme's type scale. */
export function Heading({ level, className, ...rest }: HeadingProps) {
  const Element = `h${level}` as const;
  return <Element {...rest} className={clsx(styles.base, styles.level[level], className)} />;
}
