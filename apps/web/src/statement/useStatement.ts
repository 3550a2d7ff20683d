import { useInfiniteQuery } from '@tanstack/react-query';
import { useBankApi } from '../api/apiContext';
import { useSession } from '../session/sessionContext';

export const statementQueryKey = (accountId: string | null, pageSize: number) =>
  ['statement', accountId, pageSize] as const;

/** The account's movements, newest first, a page at a time (the server's keyset cursor). */
export function useStatement(pageSize = 20) {
  const api = useBankApi();
  const { session } = useSession();
  const accountId = session.accountId;
  return useInfiniteQuery({
    queryKey: statementQueryKey(accountId, pageSize),
    enabled: accountId !== null,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam }) =>
      api.getStatement(accountId as string, { limit: pageSize, cursor: pageParam }),
    getNextPageParam: (page) => page.next_cursor,
  });
}
