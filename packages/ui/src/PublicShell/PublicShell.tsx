import { useId, type ReactNode } from 'react';
import * as styles from './PublicShell.css';

export interface PublicShellProps {
  /** The product's name at the top, usually a link home (`<Link variant="plain">`). */
  brand: ReactNode;
  /** Header end: help, language. */
  actions?: ReactNode;
  /** Footer content; its children are spread across the line. */
  footer?: ReactNode;
  children?: ReactNode;
}

/**
 * The frame of the screens before signing in (sign-in, status, help, errors): header, one main
 * region that can take focus, footer. The signed-in frame is AppShell.
 */
export function PublicShell({ brand, actions, footer, children }: PublicShellProps) {
  const mainId = useId();
  return (
    <div className={styles.shell}>
      <header className={styles.header}>
        <span className={styles.brand}>{brand}</span>
        {actions}
      </header>
      <main id={mainId} className={styles.main} tabIndex={-1}>
        {children}
      </main>
      {footer ? <footer className={styles.footer}>{footer}</footer> : null}
    </div>
  );
}
