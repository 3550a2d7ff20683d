import { useEffect } from 'react';
import { useGetBankAccountBalance } from '@ipe/api-client/react-query';
import { setBalanceFrom } from '@ipe/domain';
import { useClientState } from '../session/clientStateContext';
import { useSession } from '../session/sessionContext';

/**
 * The balance (GET /v1/bank/accounts/{sub}/balance, answer in data.data), kept in the shared
 * state's balance. An answer without a balance fails the contract's check, so the screen says
 * "Erro ao buscar saldo!" instead of showing R$ 0,00.
 */
export function useBalance() {
  const { session } = useSession();
  const { dispatch } = useClientState();
  const accountId = session.accountId;
  const query = useGetBankAccountBalance(accountId ?? '', {
    // Money arrives while the holder is elsewhere (Pix in, refunds, a dispute decided): each
    // visit to home reads the balance again.
    query: { enabled: accountId !== null, select: (answer) => answer.data, staleTime: 0 },
  });
  const { data } = query;
  useEffect(() => {
    if (data !== undefined) dispatch(setBalanceFrom(data));
  }, [data, dispatch]);
  return query;
}
