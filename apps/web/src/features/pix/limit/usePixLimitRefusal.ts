import { useQueryClient } from '@tanstack/react-query';
import { getGetPixLimitsQueryOptions } from '@ipe/api-client/react-query';
import { checkPixLimit } from '@ipe/domain';
import type { ApiFailure } from '../../../app/api/errors';
import { useSession } from '../../../app/session/sessionContext';

/**
 * What the account's Pix limits, read again at this moment, say of a Pix sent now: null when the
 * amount fits the window it falls in, else the refusal the server would answer after the PIN
 * (PIX_LIMIT_EXCEEDED, with the window's period and what still fits), judged by the same
 * @ipe/domain rule (docs/architecture/pix-limits.md). Limits that cannot be read answer null: the
 * server decides.
 */
export function usePixLimitRefusal(): (cents: number) => Promise<ApiFailure | null> {
  const queryClient = useQueryClient();
  const sub = useSession().session.accountId ?? '';
  return (cents) =>
    queryClient.fetchQuery({ ...getGetPixLimitsQueryOptions(sub), staleTime: 0 }).then(
      ({ data: { window, ...limits } }) => {
        const period = limits[window.period];
        const refused = checkPixLimit(
          { perPayment: period.per_payment_cents, perPeriod: period.per_period_cents },
          window.used_cents,
          cents,
        );
        return refused
          ? {
              status: 422,
              body: {
                code: 'PIX_LIMIT_EXCEEDED',
                message: '',
                period: window.period,
                available_cents: window.available_cents,
              },
            }
          : null;
      },
      () => null,
    );
}
