import { clsx } from 'clsx';
import type { HTMLAttributes, ReactNode } from 'react';
import { badge } from './Badge.css';

export type BadgeTone = 'neutral' | 'brand' | 'positive' | 'warning' | 'negative';

export interface BadgeProps extends HTMLAttributes<HTMLSpanElement> {
  tone?: BadgeTone;
  children: ReactNode;
}

/** A short status label ("Pago", "Agendado", "Vencido"). The text carries the meaning; the tone only reinforces it. */
export function Badge({ tone = 'neutral', className, children, ...rest }: BadgeProps) {
  return (
    <span {...rest} className={clsx(badge({ tone }), className)}>
      {children}
    </span>
  );
}
