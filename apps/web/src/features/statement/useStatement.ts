import { useInfiniteQuery } from '@tanstack/react-query';
import { dataOf, getStatement } from '@ipe/api-client';
import { getGetStatementQueryKey } from '@ipe/api-client/react-query';
import { useSession } from '../../app/session/sessionContext';

/**
 * The account's movements, newest first, a page at a time (the server's keyset cursor). The
 * contract has no infinite hook, so this pages the generated request under its generated key.
 */
export function useStatement(pageSize = 20) {
  const { session } = useSession();
  const accountId = session.accountId ?? '';
  return useInfiniteQuery({
    queryKey: getGetStatementQueryKey(accountId, { limit: pageSize }),
    enabled: session.accountId !== null,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      getStatement(
        accountId,
        pageParam ? { limit: pageSize, cursor: pageParam } : { limit: pageSize },
        { signal },
      ).then(dataOf),
    getNextPageParam: (page) => page.next_cursor,
  });
}
