import { useMemo, useReducer, type ReactNode } from 'react';
import { clientStateReducer, createInitialClientState, type ClientState } from '@ipe/domain';
import { ClientStateContext } from './clientStateContext';

export interface ClientStateProviderProps {
  /** Start values; SPEC §3's by default (tests and stories start elsewhere). */
  initialState?: ClientState;
  children?: ReactNode;
}

/** Holds the shared client state with @ipe/domain's reducer: its start values and set/clear rules. */
export function ClientStateProvider({ initialState, children }: ClientStateProviderProps) {
  const [state, dispatch] = useReducer(
    clientStateReducer,
    initialState,
    (given) => given ?? createInitialClientState(),
  );
  const value = useMemo(() => ({ state, dispatch }), [state]);
  return <ClientStateContext.Provider value={value}>{children}</ClientStateContext.Provider>;
}
