import { useQueryClient } from '@tanstack/react-query';
import { getGetBankAccountBalanceQueryOptions } from '@ipe/api-client/react-query';
import { useSession } from '../session/sessionContext';

/**
 * Whether the available balance, read again at this moment, covers an amount in centavos (with
 * its fee): what a payment screen asks before the PIN, so a payment the ledger would refuse for
 * its balance (INSUFFICIENT_FUNDS, kept as a refused payment) is said before it is made
 * (docs/architecture/pix-payments.md). Read again rather than cached, so money that arrived
 * meanwhile counts; a balance that cannot be read answers yes, and the server decides.
 */
export function useBalanceCovers(): (cents: number) => Promise<boolean> {
  const queryClient = useQueryClient();
  const sub = useSession().session.accountId ?? '';
  return (cents) =>
    queryClient.fetchQuery({ ...getGetBankAccountBalanceQueryOptions(sub), staleTime: 0 }).then(
      (answer) => cents <= answer.data.balance,
      () => true,
    );
}
