import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { hashKey, useQueryClient } from '@tanstack/react-query';
import {
  getGetBankAccountBalanceQueryKey,
  getGetStatementQueryKey,
} from '@ipe/api-client/react-query';
import { formatBrl } from '@ipe/domain';
import { useNotify } from '@ipe/ui';
import { useSession } from '../../app/session/sessionContext';
import { latestMovementsQuery } from './useStatement';

/** Money that arrives and deserves a word: a Pix, a Pix given back, a transfer, a TED. */
const ARRIVALS = new Set(['pix_in', 'pix', 'pix_refund', 'internal_transfer', 'ted_in']);
/** At most this many notices at once; the statement has the rest. */
const MAX_NOTICES = 3;

/**
 * Around the bank screens: on every navigation it reads the newest movements and tells of money
 * that arrived since the last look ("Você recebeu R$ 150,00 de Ana"), then refreshes the balance
 * and the statement. The first look of a session only sets where to count from. The look is home's
 * list of latest movements, read again: on home both are one request.
 */
export function IncomingMoneyWatcher() {
  const { t } = useTranslation();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const location = useLocation();
  const sub = useSession().session.accountId;
  // The newest movement already seen, per account; none yet for this session.
  const seen = useRef(new Map<string, string>());

  useEffect(() => {
    if (!sub) return undefined;
    let current = true;
    const latest = latestMovementsQuery(sub);
    // Fresh on every screen (staleTime 0), and shared with home's list while that one is loading.
    queryClient
      .fetchInfiniteQuery({ ...latest, staleTime: 0 })
      .then(({ pages: [page] }) => {
        if (!current || !page) return;
        const newest = page.items[0]?.created_at ?? '';
        const since = seen.current.get(sub);
        seen.current.set(sub, since === undefined || newest > since ? newest : since);
        if (since === undefined) return;
        const arrived = page.items.filter(
          (item) =>
            item.created_at > since && item.direction === 'credit' && ARRIVALS.has(item.kind),
        );
        for (const item of arrived.slice(0, MAX_NOTICES)) {
          const amount = formatBrl(item.amount_cents);
          const from = item.counterparty?.holder_name ?? item.counterparty_name;
          notify.positive(
            from ? t('incoming.from', { amount, from }) : t('incoming.amount', { amount }),
          );
        }
        if (arrived.length > 0) {
          void queryClient.invalidateQueries({ queryKey: getGetBankAccountBalanceQueryKey(sub) });
          // Not the latest movements: they were just read, with what arrived in them.
          const latestHash = hashKey(latest.queryKey);
          void queryClient.invalidateQueries({
            queryKey: getGetStatementQueryKey(sub),
            predicate: (query) => query.queryHash !== latestHash,
          });
        }
      })
      // A statement that cannot be read now says nothing here; the screens say their own.
      .catch(() => undefined);
    return () => {
      current = false;
    };
  }, [sub, location.pathname, notify, queryClient, t]);

  return <Outlet />;
}
