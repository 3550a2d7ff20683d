import { clsx } from 'clsx';
import { useId, type HTMLAttributes, type ReactNode } from 'react';
import {
  appShell,
  brand as brandClass,
  header,
  headerActions,
  main,
  nav,
  navIcon,
  navLabel,
  navLink,
  navList,
  notice as noticeClass,
  pageTitle,
  skipLink,
} from './AppShell.css';
import { useUiMessages } from '../Locale';

export interface AppShellNavItem {
  id: string;
  label: string;
  href: string;
  icon?: ReactNode;
  /** The section the user is in; marked with aria-current="page". */
  current?: boolean;
}

/** What a custom link (a router's Link) receives; spread it on the rendered anchor. */
export interface AppShellLinkProps {
  href: string;
  className: string;
  'aria-current'?: 'page';
  children: ReactNode;
}

export interface AppShellProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The bank sections (Início, Extrato, Pagar, Receber, Pix, Transferir, Ajustes). */
  navItems: readonly AppShellNavItem[];
  /** Renders each navigation link; defaults to a plain anchor, so the kit needs no router. */
  renderLink?: (item: AppShellNavItem, props: AppShellLinkProps) => ReactNode;
  /** Logo or name at the start of the header. */
  brand?: ReactNode;
  /** Heading of the current page, in the header. */
  title?: ReactNode;
  /** Header end: avatar, account switcher, sign out. */
  actions?: ReactNode;
  /** A notice above the page content on every screen, e.g. the consult-mode warning. */
  notice?: ReactNode;
  navLabel?: string;
  skipLinkLabel?: string;
  children?: ReactNode;
}

/**
 * The signed-in frame: header, section navigation and main content. Navigation is a sidebar on
 * wide screens and a bottom bar on phones; there is one nav element either way.
 */
export function AppShell({
  navItems,
  renderLink = (_item, { children, ...props }) => <a {...props}>{children}</a>,
  brand = 'Ipê',
  title,
  actions,
  notice,
  navLabel: navName = 'Seções do banco',
  skipLinkLabel: skipLinkLabelProp,
  className,
  children,
  ...rest
}: AppShellProps) {
  const messages = useUiMessages();
  const skipLinkLabel = skipLinkLabelProp === undefined ? messages.skipLink : skipLinkLabelProp;
  const mainId = useId();
  return (
    <div {...rest} className={clsx(appShell, className)}>
      <a className={skipLink} href={`#${mainId}`}>
        {skipLinkLabel}
      </a>
      <header className={header}>
        <span className={brandClass}>{brand}</span>
        {title ? <h1 className={pageTitle}>{title}</h1> : null}
        {actions ? <div className={headerActions}>{actions}</div> : null}
      </header>
      <nav className={nav} aria-label={navName}>
        <ul className={navList}>
          {navItems.map((item) => (
            <li key={item.id}>
              {renderLink(item, {
                href: item.href,
                className: navLink,
                ...(item.current ? { 'aria-current': 'page' as const } : {}),
                children: (
                  <>
                    {item.icon ? (
                      <span className={navIcon} aria-hidden="true">
                        {item.icon}
                      </span>
                    ) : null}
                    <span className={navLabel}>{item.label}</span>
                  </>
                ),
              })}
            </li>
          ))}
        </ul>
      </nav>
      <main id={mainId} className={main} tabIndex={-1}>
        {notice ? <div className={noticeClass}>{notice}</div> : null}
        {children}
      </main>
    </div>
  );
}
