import { clsx } from 'clsx';
import type { HTMLAttributes, ReactNode } from 'react';
import {
  action as actionClass,
  description as descriptionClass,
  emptyState,
  illustration,
  title as titleClass,
} from './EmptyState.css';

export interface EmptyStateProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  title: string;
  description?: ReactNode;
  /** A decorative icon or illustration; hidden from screen readers. */
  icon?: ReactNode;
  /** A next step, e.g. a Button "Cadastrar chave Pix". */
  action?: ReactNode;
  headingLevel?: 2 | 3 | 4;
}

/** What a list or screen shows when there is nothing yet, and what to do about it. */
export function EmptyState({
  title,
  description,
  icon,
  action,
  headingLevel = 2,
  className,
  ...rest
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div {...rest} className={clsx(emptyState, className)}>
      {icon ? (
        <span className={illustration} aria-hidden="true">
          {icon}
        </span>
      ) : null}
      <Heading className={titleClass}>{title}</Heading>
      {description ? <p className={descriptionClass}>{description}</p> : null}
      {action ? <div className={actionClass}>{action}</div> : null}
    </div>
  );
}
