import { clsx } from 'clsx';
import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './Text.css';

export interface TextProps extends HTMLAttributes<HTMLElement> {
  as?: 'span' | 'p' | 'div' | 'dt' | 'dd' | 'strong' | 'small';
  /** A theme font size; text without one takes its container's. */
  size?: keyof typeof styles.size;
  /** `muted` for secondary text (hints, captions); without one it takes its container's colour. */
  tone?: keyof typeof styles.tone;
  weight?: keyof typeof styles.weight;
  /** `normal` spaces the lines of running text for reading; `tight` for one-line labels. */
  leading?: keyof typeof styles.leading;
  /** Long names, e-mails and codes break anywhere instead of widening the screen. */
  breakWord?: boolean;
  children?: ReactNode;
}

/** Text in the theme's sizes and colours, with no browser margin: screens style words only here. */
export function Text({
  as: Element = 'span',
  size,
  tone,
  weight,
  leading,
  breakWord = false,
  className,
  ...rest
}: TextProps) {
  return (
    <Element
      {...rest}
      className={clsx(
        styles.base,
        size && styles.size[size],
        tone && styles.tone[tone],
        weight && styles.weight[weight],
        leading && styles.leading[leading],
        breakWord && styles.breakWord,
        className,
      )}
    />
  );
}
