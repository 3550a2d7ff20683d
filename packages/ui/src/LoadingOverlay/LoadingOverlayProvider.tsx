import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { LoadingOverlay } from './LoadingOverlay';
import { appContent } from './LoadingOverlay.css';
import { LoadingOverlayContext, type LoadingOverlayApi } from './LoadingOverlayContext';

export interface LoadingOverlayProviderProps {
  children?: ReactNode;
  label?: string;
}

/**
 * Gives `useLoadingOverlay()` to everything inside. While the overlay is open the app behind it is
 * inert, so neither the keyboard nor a screen reader can reach what cannot be used.
 */
export function LoadingOverlayProvider({ children, label }: LoadingOverlayProviderProps) {
  const [state, setState] = useState<{ open: boolean; message?: ReactNode }>({ open: false });

  const show = useCallback((message?: ReactNode) => setState({ open: true, message }), []);
  const hide = useCallback(() => setState({ open: false }), []);

  const api = useMemo<LoadingOverlayApi>(
    () => ({
      show,
      hide,
      isOpen: state.open,
      during: async (task, message) => {
        show(message);
        try {
          return await (typeof task === 'function' ? task() : task);
        } finally {
          hide();
        }
      },
    }),
    [show, hide, state.open],
  );

  return (
    <LoadingOverlayContext.Provider value={api}>
      <div inert={state.open} className={appContent}>
        {children}
      </div>
      <LoadingOverlay open={state.open} message={state.message} label={label} />
    </LoadingOverlayContext.Provider>
  );
}
