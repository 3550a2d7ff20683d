import type { ReactNode } from 'react';
import * as styles from './DescriptionList.css';

export interface DescriptionListItem {
  term: string;
  description: ReactNode;
}

/** Labelled values side by side (holder, document, branch and account): a `dl`, terms muted. */
export function DescriptionList({ items }: { items: readonly DescriptionListItem[] }) {
  return (
    <dl className={styles.list}>
      {items.map(({ term, description }) => (
        <div key={term} className={styles.row}>
          <dt className={styles.term}>{term}</dt>
          <dd className={styles.definition}>{description}</dd>
        </div>
      ))}
    </dl>
  );
}
