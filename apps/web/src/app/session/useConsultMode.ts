import { useMemo } from 'react';
import { consultModeOf, type ConsultMode } from './consultMode';
import { useSession } from './sessionContext';

/** Consult mode of the signed-in account, following storage as it changes. */
export function useConsultMode(): ConsultMode {
  const { session } = useSession();
  return useMemo(() => consultModeOf(session), [session]);
}
