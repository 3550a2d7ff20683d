import { clsx } from 'clsx';
import { useId, type HTMLAttributes, type ReactNode } from 'react';
import {
  card,
  description as descriptionClass,
  header,
  title as titleClass,
  titles,
} from './Card.css';

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** `section` (named by its title) for a region of a screen; `article` for a self-contained item. */
  as?: 'div' | 'section' | 'article' | 'li';
  /** Heading of the card; a section or an article is named by it. */
  title?: ReactNode;
  /** Heading level of the title, to keep the page outline right. */
  headingLevel?: 2 | 3 | 4;
  description?: ReactNode;
  /** A control at the top right (an IconButton, a Link "Ver tudo"). */
  action?: ReactNode;
  tone?: 'default' | 'muted' | 'brand';
  padding?: 'none' | 'sm' | 'md' | 'lg';
  elevated?: boolean;
  children?: ReactNode;
}

/** A surface that groups related content, optionally with a heading and an action. */
export function Card({
  as: Element = 'div',
  title,
  headingLevel = 2,
  description,
  action,
  tone,
  padding,
  elevated,
  className,
  children,
  ...rest
}: CardProps) {
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const hasHeader = Boolean(title || description || action);
  return (
    <Element
      aria-labelledby={
        title && (Element === 'section' || Element === 'article') ? titleId : undefined
      }
      {...rest}
      className={clsx(card({ tone, padding, elevated }), className)}
    >
      {hasHeader ? (
        <div className={header}>
          <div className={titles}>
            {title ? (
              <Heading id={titleId} className={titleClass}>
                {title}
              </Heading>
            ) : null}
            {description ? <p className={descriptionClass}>{description}</p> : null}
          </div>
          {action}
        </div>
      ) : null}
      {children}
    </Element>
  );
}
