import { createContext, useContext, type Dispatch } from 'react';
import type { ClientState, ClientStateAction } from '@ipe/domain';

export interface ClientStateApi {
  state: ClientState;
  dispatch: Dispatch<ClientStateAction>;
}

export const ClientStateContext = createContext<ClientStateApi | null>(null);

/** The shared client state of SPEC §3 and its dispatch (actions from @ipe/domain). */
export function useClientState(): ClientStateApi {
  const api = useContext(ClientStateContext);
  if (!api) throw new Error('useClientState must be used inside a ClientStateProvider');
  return api;
}
