import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useBankApi } from '../api/apiContext';
import { useSession } from '../session/sessionContext';

export const devicesQueryKey = (accountId: string | null) => ['devices', accountId] as const;

/**
 * The devices this user enabled on the account. The server knows whether this browser is one of
 * them (`current`); ID_SESSION follows that answer, so a device disabled elsewhere goes back to
 * consult mode here and one enabled earlier is recognised.
 */
export function useDevices() {
  const api = useBankApi();
  const { session, setIdSession } = useSession();
  const query = useQuery({
    queryKey: devicesQueryKey(session.accountId),
    enabled: session.accountId !== null,
    queryFn: () => api.listDevices(),
  });
  const { data } = query;
  const stored = session.idSession;
  useEffect(() => {
    if (!data) return;
    const current = data.find((device) => device.current)?.id_session ?? null;
    if (current !== stored) setIdSession(current);
  }, [data, stored, setIdSession]);
  return query;
}
