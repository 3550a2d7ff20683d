import type { PixBankDataPaymentRequest } from '@ipe/api-client';
import type { SchedulePlan } from '../scheduling/scheduleChoice';

/**
 * What the payer has filled in and is about to confirm: a Pix by key, bank data, code or favourite,
 * a transfer to an account here, or a refund.
 */
export type PixOrder = {
  amountCents: number;
  description?: string | undefined;
  /** Who receives, as the payer confirms it: a name (or the account) and its institution. */
  to: string;
  /**
   * The payee's document, masked as the server showed it (or as typed, for bank data); a refund
   * goes back to whoever paid, whose document the received Pix does not show.
   */
  document?: string | undefined;
  /** Pay on a later day (and maybe again), not now: only by key, bank data or account. */
  schedule?: SchedulePlan | undefined;
} & (
  | { channel: 'key'; key: string }
  | { channel: 'bank_data'; bankData: Omit<PixBankDataPaymentRequest, 'amount_cents' | 'pin'> }
  | { channel: 'br_code'; code: string }
  | { channel: 'favorite'; favoriteId: string }
  /** Another account of this bank (transfer/contaQyon): a transfer, not a Pix. */
  | { channel: 'account'; branch: string; account: string }
  /** Money back to whoever paid a Pix this account received (pix/refund). */
  | { channel: 'refund'; endToEndId: string }
);

/**
 * Whether an order is a Pix sent, which pays the account's Pix fee and counts against its Pix
 * limits: not a transfer to an account here, nor a refund (the server's rule, apps/api
 * pix/payments.ts).
 */
export function sendsPix(order: Pick<PixOrder, 'channel'>): boolean {
  return order.channel !== 'account' && order.channel !== 'refund';
}

/** What the account pays on top of an order: a Pix's fee, none for a transfer or a refund. */
export function orderFee(order: Pick<PixOrder, 'channel'>, pixFee: number): number {
  return sendsPix(order) ? pixFee : 0;
}
