import { useQuery } from '@tanstack/react-query';
import { useBankApi } from '../api/apiContext';
import { useSession } from '../session/sessionContext';

export const boundUsersQueryKey = (accountId: string | null) => ['boundUsers', accountId] as const;

/** The people bound to the open account (and pending invitations), the caller among them. */
export function useBoundUsers() {
  const api = useBankApi();
  const { session } = useSession();
  const accountId = session.accountId;
  return useQuery({
    queryKey: boundUsersQueryKey(accountId),
    enabled: accountId !== null,
    queryFn: () => api.listBoundUsers(accountId as string),
  });
}
