import { dataOf } from '@ipe/api-client';
import { useListBoundUsers } from '@ipe/api-client/react-query';
import { useSession } from '../../app/session/sessionContext';

/** The people bound to the open account (and pending invitations), the caller among them. */
export function useBoundUsers() {
  const { session } = useSession();
  const accountId = session.accountId;
  return useListBoundUsers(accountId ?? '', {
    query: { enabled: accountId !== null, select: dataOf },
  });
}
