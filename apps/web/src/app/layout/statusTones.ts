/*
 * The badge tone of a state the server answers, where more than one screen shows the same state:
 * one map each, so a receipt and a list never colour the same state differently.
 */

/** A payment (a Pix or a boleto paid): done, under way, returned, or not made. */
export const PAYMENT_STATUS_TONE = {
  completed: 'positive',
  settling: 'warning',
  rejected: 'negative',
  refused: 'negative',
} as const;

/** A boleto issued here, as its public page and its issuer's statement read it today. */
export const BOLETO_STATUS_TONE = {
  open: 'neutral',
  overdue: 'warning',
  paid: 'positive',
  cancelled: 'negative',
  expired: 'negative',
} as const;
