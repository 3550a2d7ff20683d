import { clsx } from 'clsx';
import { Slot } from 'radix-ui';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import * as styles from './ShortcutTile.css';

export interface ShortcutTileProps extends ComponentPropsWithRef<'a'> {
  icon: ReactNode;
  /**
   * Shown in place but not usable (consult mode): a focusable button with aria-disabled, so its
   * reason (`aria-describedby`) can still be read. Give it the label as children, not a link.
   */
  disabled?: boolean;
  /** Styles the single child (a router's link) instead of rendering an `<a>`. */
  asChild?: boolean;
  children?: ReactNode;
}

/** A square shortcut with an icon and a short label: Pix, Pagar, Transferir on the home screen. */
export function ShortcutTile({
  icon,
  disabled = false,
  asChild = false,
  className,
  children,
  ...rest
}: ShortcutTileProps) {
  const classes = clsx(styles.tile, className);
  const glyph = (
    <span className={styles.icon} aria-hidden="true">
      {icon}
    </span>
  );
  if (disabled) {
    const { 'aria-describedby': describedBy, id } = rest;
    return (
      <button
        type="button"
        id={id}
        className={classes}
        aria-disabled="true"
        aria-describedby={describedBy}
      >
        {glyph}
        {children}
      </button>
    );
  }
  const Element = asChild ? Slot.Root : 'a';
  return (
    <Element {...rest} className={classes}>
      {glyph}
      <Slot.Slottable>{children}</Slot.Slottable>
    </Element>
  );
}
