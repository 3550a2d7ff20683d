import { useEffect } from 'react';
import { dataOf } from '@ipe/api-client';
import { useGetBankAccount } from '@ipe/api-client/react-query';
import { useSession } from '../../app/session/sessionContext';

/** The account's information from the server, kept in ACCOUNT_INFORMATION as it arrives. */
export function useAccountInformation() {
  const { session, setAccountInformation } = useSession();
  const accountId = session.accountId;
  const query = useGetBankAccount(accountId ?? '', {
    query: { enabled: accountId !== null, select: dataOf },
  });
  const { data } = query;
  useEffect(() => {
    if (data) setAccountInformation(data);
  }, [data, setAccountInformation]);
  return query;
}
