import { clsx } from 'clsx';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { Slot, VisuallyHidden } from 'radix-ui';
import { link, plain } from './Link.css';
import { useUiMessages } from '../Locale';

export interface LinkProps extends ComponentPropsWithRef<'a'> {
  /**
   * Styles the single child element instead of rendering an `<a>`, so a router's link
   * (`<RouterLink to="/bank/pix">`) looks like this one and keeps its own navigation.
   */
  asChild?: boolean;
  /** `plain` takes the surrounding colour with no underline: the brand name in a header. */
  variant?: 'standard' | 'plain';
  /** Opens in a new tab, safely, and tells screen-reader users it will. */
  external?: boolean;
  /** Spoken after the text of an external link. */
  newTabLabel?: string;
  children?: ReactNode;
}

/** Navigation to another page or route. Use Button for actions. */
export function Link({
  asChild = false,
  variant = 'standard',
  external = false,
  newTabLabel: newTabLabelProp,
  className,
  children,
  ...rest
}: LinkProps) {
  const messages = useUiMessages();
  const newTabLabel = newTabLabelProp === undefined ? messages.newTab : newTabLabelProp;
  const classes = clsx(variant === 'plain' ? plain : link, className);
  if (asChild) {
    return (
      <Slot.Root {...rest} className={classes}>
        {children}
      </Slot.Root>
    );
  }
  return (
    <a
      {...rest}
      className={classes}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      {children}
      {external ? (
        <>
          {' '}
          <VisuallyHidden.Root>{newTabLabel}</VisuallyHidden.Root>
        </>
      ) : null}
    </a>
  );
}
