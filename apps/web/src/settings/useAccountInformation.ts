import { useEffect } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useBankApi } from '../api/apiContext';
import { useSession } from '../session/sessionContext';

export const accountQueryKey = (accountId: string | null) => ['account', accountId] as const;

/** The account's information from the server, kept in ACCOUNT_INFORMATION as it arrives. */
export function useAccountInformation() {
  const api = useBankApi();
  const { session, setAccountInformation } = useSession();
  const accountId = session.accountId;
  const query = useQuery({
    queryKey: accountQueryKey(accountId),
    enabled: accountId !== null,
    queryFn: () => api.getAccount(accountId as string),
  });
  const { data } = query;
  useEffect(() => {
    if (data) setAccountInformation(data);
  }, [data, setAccountInformation]);
  return query;
}
