import { useEffect, useRef, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { LOADING_SPINNER } from '@ipe/domain';
import { Spinner } from '../Spinner';
import { message as messageClass, overlay, panel } from './LoadingOverlay.css';
import { useUiMessages } from '../Locale';

export interface LoadingOverlayProps {
  open: boolean;
  /** Optional text under the spinner ("Enviando Pix…"). */
  message?: ReactNode;
  /** Accessible name of the overlay when there is no message. */
  label?: string;
  /** Render in place instead of in a portal on document.body (for stories and tests). */
  inline?: boolean;
}

/**
 * Full-screen loading with the spec's teal spinner of size 80. Takes focus while open so keyboard
 * and screen-reader users stay on it, and gives focus back to where it was when it closes.
 */
export function LoadingOverlay({
  open,
  message,
  label: labelProp,
  inline = false,
}: LoadingOverlayProps) {
  const messages = useUiMessages();
  const label = labelProp === undefined ? messages.loading : labelProp;
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    const active = document.activeElement;
    // Nothing focused (the body, as at startup) is where focus falls back to by itself; focusing
    // it anyway lays out the screen that replaces the overlay inside its commit, a long task on a
    // phone (docs/architecture/performance.md).
    const previous = active instanceof HTMLElement && active !== document.body ? active : null;
    ref.current?.focus();
    return () => {
      if (previous?.isConnected) previous.focus();
    };
  }, [open]);

  if (!open) return null;
  const content = (
    <div
      ref={ref}
      className={overlay}
      role="dialog"
      aria-modal="true"
      aria-busy="true"
      aria-label={typeof message === 'string' ? message : label}
      tabIndex={-1}
    >
      <div className={panel}>
        <Spinner
          size={LOADING_SPINNER.size}
          tone="brand"
          delay
          label={typeof message === 'string' ? null : label}
        />
        {message ? (
          <p className={messageClass} role="status">
            {message}
          </p>
        ) : null}
      </div>
    </div>
  );
  return inline || typeof document === 'undefined' ? content : createPortal(content, document.body);
}
