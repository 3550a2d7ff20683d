import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import type { ApiFailure } from '../../../app/api/errors';
import { useBalanceCovers } from '../../../app/balance/useBalanceCovers';
import { useAccountFee } from '../../../app/fees';
import { refuseField } from '../../../app/forms';
import { usePixLimitRefusal } from '../limit/usePixLimitRefusal';
import { orderFee, sendsPix, type PixOrder } from './pixOrder';

/** The ledger's refusal of a payment the available balance does not cover. */
const SHORT_OF_BALANCE: ApiFailure = {
  status: 422,
  body: { code: 'INSUFFICIENT_FUNDS', message: '' },
};

/**
 * The order a form proposes, taken to the confirmation only when the server would take it: a
 * payment made now whose amount and fee pass the available balance is told `INSUFFICIENT_FUNDS` on
 * its amount, and a Pix that passes the account's Pix limits `PIX_LIMIT_EXCEEDED` (with what still
 * fits), the server's order, before the PIN is asked for and without leaving a refused payment
 * behind (docs/architecture/pix-payments.md). Both are read again as the person continues. A
 * scheduled one is judged on its day.
 */
export function useOrder<Values extends FieldValues & { amount_cents: number }>(
  form: UseFormReturn<Values, unknown, unknown>,
) {
  const [order, setOrder] = useState<PixOrder | null>(null);
  const covers = useBalanceCovers();
  const limitRefusal = usePixLimitRefusal();
  const pixFee = useAccountFee('pix_out');

  const propose = async (next: PixOrder) => {
    if (!next.schedule) {
      const [overLimit, covered] = await Promise.all([
        sendsPix(next) ? limitRefusal(next.amountCents) : null,
        covers(next.amountCents + orderFee(next, pixFee)),
      ]);
      const refusal = covered ? overLimit : SHORT_OF_BALANCE;
      if (refusal) {
        refuseField(form, 'amount_cents' as Path<Values>, refusal);
        return;
      }
    }
    setOrder(next);
  };

  return { order, propose, close: () => setOrder(null) };
}
