import type { ReactNode } from 'react';
import * as styles from './SectionNav.css';

export interface SectionNavItem {
  id: string;
  label: string;
  href: string;
}

/** What a custom link (a router's NavLink) receives; it marks the current one with aria-current. */
export interface SectionNavLinkProps {
  href: string;
  className: string;
  children: ReactNode;
}

export interface SectionNavProps {
  /** Names the navigation (Extrato, Ajustes). */
  label: string;
  items: readonly SectionNavItem[];
  /**
   * Renders each link; a router's NavLink sets `aria-current="page"` on the current one. The
   * default plain anchor marks `current`.
   */
  renderLink?: (item: SectionNavItem, props: SectionNavLinkProps) => ReactNode;
  current?: string;
}

/** Links between the screens of one section (statement kinds, settings), the current one marked. */
export function SectionNav({ label, items, renderLink, current }: SectionNavProps) {
  return (
    <nav aria-label={label} className={styles.nav}>
      <ul className={styles.list}>
        {items.map((item) => {
          const props = { href: item.href, className: styles.link, children: item.label };
          return (
            <li key={item.id}>
              {renderLink ? (
                renderLink(item, props)
              ) : (
                <a {...props} aria-current={item.id === current ? 'page' : undefined} />
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
