import { NavLink } from 'react-router-dom';
import { SectionNav as KitSectionNav } from '@ipe/ui';

export interface SectionNavItem {
  to: string;
  label: string;
  /** Matches only this exact path (a section root). */
  end?: boolean;
}

/** The kit's section navigation with the router's links, which mark the current screen. */
export function SectionNav({ label, items }: { label: string; items: readonly SectionNavItem[] }) {
  return (
    <KitSectionNav
      label={label}
      items={items.map((item) => ({ id: item.to, label: item.label, href: item.to }))}
      renderLink={(item, { href, ...props }) => (
        <NavLink to={href} end={items.find((each) => each.to === href)?.end} {...props} />
      )}
    />
  );
}
