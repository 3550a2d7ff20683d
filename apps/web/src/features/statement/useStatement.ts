import { useInfiniteQuery } from '@tanstack/react-query';
import { dataOf, getStatement } from '@ipe/api-client';
import { getGetStatementQueryKey } from '@ipe/api-client/react-query';
import type { GetStatementParams } from '../../app/api/types';
import { useSession } from '../../app/session/sessionContext';

type StatementFilterQuery = Omit<GetStatementParams, 'limit' | 'cursor'>;

/**
 * The account's movements, newest first, a page at a time (the server's keyset cursor), for the
 * filters given. The contract has no infinite hook, so this pages the generated request under its
 * generated key. `enabled: false` waits (dates the server would refuse).
 */
export function useStatement(
  filters: StatementFilterQuery = {},
  { pageSize = 20, enabled = true }: { pageSize?: number; enabled?: boolean } = {},
) {
  const { session } = useSession();
  const accountId = session.accountId ?? '';
  const params = { ...filters, limit: pageSize };
  return useInfiniteQuery({
    queryKey: getGetStatementQueryKey(accountId, params),
    enabled: enabled && session.accountId !== null,
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      getStatement(accountId, pageParam ? { ...params, cursor: pageParam } : params, {
        signal,
      }).then(dataOf),
    getNextPageParam: (page) => page.next_cursor,
  });
}
