import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { isCents, setBalanceFrom } from '@ipe/domain';
import { useBankApi } from '../api/apiContext';
import { useClientState } from '../session/clientStateContext';
import { useSession } from '../session/sessionContext';

/** A payload is a balance when it carries whole centavos in `balance` (SPEC §4). */
function carriesBalance(payload: unknown): boolean {
  return (
    typeof payload === 'object' &&
    payload !== null &&
    isCents((payload as { balance?: unknown }).balance)
  );
}

/**
 * Fetches the balance (GET /v1/bank/accounts/{sub}/balance, answer in data.data or null) and
 * sets the shared state's balance from its `balance` property. A null answer is a failure: the
 * screen says "Erro ao buscar saldo!" instead of showing R$ 0,00.
 */
export function useBalance() {
  const api = useBankApi();
  const { session } = useSession();
  const { dispatch } = useClientState();
  const accountId = session.accountId;
  const query = useQuery({
    queryKey: ['balance', accountId],
    enabled: accountId !== null,
    queryFn: async () => {
      const payload = await api.getBalance(accountId as string);
      if (!carriesBalance(payload)) throw new Error('The balance answer carries no balance');
      return payload;
    },
  });
  const { data } = query;
  useEffect(() => {
    if (data !== undefined) dispatch(setBalanceFrom(data));
  }, [data, dispatch]);
  return query;
}
