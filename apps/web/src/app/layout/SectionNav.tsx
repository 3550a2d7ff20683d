import { NavLink } from 'react-router-dom';
import * as styles from './sectionNav.css';

export interface SectionNavItem {
  to: string;
  label: string;
  /** Matches only this exact path (a section root). */
  end?: boolean;
}

/** Links between the screens of one section (statement kinds, settings), the current one marked. */
export function SectionNav({ label, items }: { label: string; items: readonly SectionNavItem[] }) {
  return (
    <nav aria-label={label} className={styles.nav}>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to} end={item.end} className={styles.link}>
              {item.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
