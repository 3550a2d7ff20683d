import { createContext, useContext, type ReactNode } from 'react';

export interface LoadingOverlayApi {
  /** Shows the overlay, optionally with a message; calling it again replaces the message. */
  show: (message?: ReactNode) => void;
  hide: () => void;
  /** Shows the overlay while `task` runs and hides it afterwards, even when it fails. */
  during: <T>(task: Promise<T> | (() => Promise<T>), message?: ReactNode) => Promise<T>;
  isOpen: boolean;
}

export const LoadingOverlayContext = createContext<LoadingOverlayApi | null>(null);

/** Imperative show/hide of the nearest LoadingOverlayProvider. */
export function useLoadingOverlay(): LoadingOverlayApi {
  const api = useContext(LoadingOverlayContext);
  if (!api) throw new Error('useLoadingOverlay must be used inside a LoadingOverlayProvider');
  return api;
}
