import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { dataOf, getStatement } from '@ipe/api-client';
import { getGetStatementQueryKey } from '@ipe/api-client/react-query';
import type { GetStatementParams } from '../../app/api/types';
import { useSession } from '../../app/session/sessionContext';

type StatementFilterQuery = Omit<GetStatementParams, 'limit' | 'cursor'>;

/**
 * The account's movements, newest first, a page at a time (the server's keyset cursor), for the
 * filters given. The contract has no infinite hook, so this pages the generated request under its
 * generated key.
 */
function statementQuery(accountId: string, filters: StatementFilterQuery, pageSize: number) {
  const params = { ...filters, limit: pageSize };
  return infiniteQueryOptions({
    queryKey: getGetStatementQueryKey(accountId, params),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      getStatement(accountId, pageParam ? { ...params, cursor: pageParam } : params, {
        signal,
      }).then(dataOf),
    getNextPageParam: (page) => page.next_cursor,
  });
}

/** The statement for the filters given; `enabled: false` waits (dates the server would refuse). */
export function useStatement(
  filters: StatementFilterQuery = {},
  { pageSize = 20, enabled = true }: { pageSize?: number; enabled?: boolean } = {},
) {
  const { session } = useSession();
  return useInfiniteQuery({
    ...statementQuery(session.accountId ?? '', filters, pageSize),
    enabled: enabled && session.accountId !== null,
  });
}

/** Home's list of the latest movements, and the look IncomingMoneyWatcher takes on every screen. */
const LATEST_MOVEMENTS = 5;

/**
 * The latest movements' query: one for home's list and the watcher, so opening home asks the
 * server once (docs/architecture/performance.md, "Home on a slower host").
 */
export const latestMovementsQuery = (accountId: string) =>
  statementQuery(accountId, {}, LATEST_MOVEMENTS);

/** The latest movements of the session's account (see latestMovementsQuery). */
export const useLatestMovements = () => useStatement({}, { pageSize: LATEST_MOVEMENTS });
