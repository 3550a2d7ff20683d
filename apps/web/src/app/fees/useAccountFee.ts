import { useGetAccountFees } from '@ipe/api-client/react-query';
import type { Cents } from '@ipe/domain';

/**
 * What this account pays for one of the bank's fees (GET /v1/taxes/account-fees, the table
 * settings shows), so a screen can say it before the customer confirms; the server charges it.
 * 0 when free, and until the table arrives.
 */
export function useAccountFee(code: 'pix_out' | 'boleto_issue'): Cents {
  const fees = useGetAccountFees(undefined, {
    query: { select: (answer) => answer.data, staleTime: 60 * 60_000 },
  });
  return fees.data?.find((fee) => fee.code === code)?.amount_cents ?? 0;
}
