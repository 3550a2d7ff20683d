import { createContext, useContext, type ReactNode } from 'react';
import type { NotifyVariant } from './Notify';

export interface NotifyOptions {
  title?: ReactNode;
  /**
   * Milliseconds before it closes by itself; 0 keeps it until closed. Defaults to the spec's
   * NOTIFICATION_TIMEOUT_MS (5000), or POSITIVE_NOTIFICATION_TIMEOUT_MS (2000) for positive ones.
   */
  timeout?: number;
  /** Called once when it goes away, by timeout or by the close button. */
  onDismiss?: () => void;
}

export interface NotifyApi {
  /** Shows a notification and returns its id. */
  notify: (variant: NotifyVariant, message: ReactNode, options?: NotifyOptions) => string;
  negative: (message: ReactNode, options?: NotifyOptions) => string;
  warning: (message: ReactNode, options?: NotifyOptions) => string;
  positive: (message: ReactNode, options?: NotifyOptions) => string;
  dismiss: (id: string) => void;
  dismissAll: () => void;
}

export const NotifyContext = createContext<NotifyApi | null>(null);

/** The imperative notification API of the nearest NotifyProvider. */
export function useNotify(): NotifyApi {
  const api = useContext(NotifyContext);
  if (!api) throw new Error('useNotify must be used inside a NotifyProvider');
  return api;
}
