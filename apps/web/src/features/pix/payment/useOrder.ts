import { useState } from 'react';
import type { FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { useBalanceCovers } from '../../../app/balance/useBalanceCovers';
import { useAccountFee } from '../../../app/fees';
import type { PixOrder } from './ConfirmPixDialog';

/** What the account pays on top of an order: a Pix's fee, none for a transfer or a refund. */
export function orderFee(order: Pick<PixOrder, 'channel'>, pixFee: number): number {
  return order.channel === 'account' || order.channel === 'refund' ? 0 : pixFee;
}

/**
 * The order a form proposes, taken to the confirmation only when the balance covers it: a payment
 * made now whose amount and fee pass the available balance is told `INSUFFICIENT_FUNDS` on its
 * amount, as the ledger would refuse it, before the PIN is asked for and without leaving a refused
 * payment behind (docs/architecture/pix-payments.md). A scheduled one is paid from its day's
 * balance.
 */
export function useOrder<Values extends FieldValues & { amount_cents: number }>(
  form: UseFormReturn<Values, unknown, unknown>,
) {
  const [order, setOrder] = useState<PixOrder | null>(null);
  const covers = useBalanceCovers();
  const pixFee = useAccountFee('pix_out');

  const propose = async (next: PixOrder) => {
    if (!next.schedule && !(await covers(next.amountCents + orderFee(next, pixFee)))) {
      form.setError(
        'amount_cents' as Path<Values>,
        { type: 'client', message: 'INSUFFICIENT_FUNDS' },
        { shouldFocus: true },
      );
      return;
    }
    setOrder(next);
  };

  return { order, propose, close: () => setOrder(null) };
}
