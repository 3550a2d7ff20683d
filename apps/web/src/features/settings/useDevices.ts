import { useEffect, useRef } from 'react';
import { dataOf } from '@ipe/api-client';
import { useListDevices } from '@ipe/api-client/react-query';
import { useSession } from '../../app/session/sessionContext';

/**
 * The devices this user enabled on the account. The server knows whether this browser is one of
 * them (`current`); ID_SESSION follows that answer, so a device disabled elsewhere goes back to
 * consult mode here and one enabled earlier is recognised.
 */
export function useDevices() {
  const { session, setIdSession } = useSession();
  const query = useListDevices({
    query: { enabled: session.accountId !== null, select: dataOf },
  });
  const { data, dataUpdatedAt } = query;
  const stored = session.idSession;
  // Only a new answer decides: the list fetched before this device was enabled must not undo
  // the enabling (it would clear ID_SESSION and put the person back in consult mode).
  const decided = useRef(0);
  useEffect(() => {
    if (!data || dataUpdatedAt === decided.current) return;
    decided.current = dataUpdatedAt;
    const current = data.find((device) => device.current)?.id_session ?? null;
    if (current !== stored) setIdSession(current);
  }, [data, dataUpdatedAt, stored, setIdSession]);
  return query;
}
