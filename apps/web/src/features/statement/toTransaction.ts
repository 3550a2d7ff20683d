import type { Transaction } from '@ipe/ui';
import type { StatementItem } from '../../app/api/types';

/** How a movement not (yet) settled is named beside its amount. */
export interface StatusLabels {
  pending: string;
  voided: string;
}

/** A statement line as the kit's TransactionList shows it. */
export function toTransaction(item: StatementItem, statusLabels?: StatusLabels): Transaction {
  // Who was on the other side, and what the payer wrote (a Pix's message).
  const who = item.counterparty?.holder_name ?? item.counterparty_name;
  const detail = [who, item.description].filter(Boolean).join(' · ') || undefined;
  return {
    id: item.id,
    description: item.title,
    amount: Math.abs(item.amount_cents),
    direction: item.direction,
    occurredAt: item.created_at,
    ...(detail ? { detail } : {}),
    ...(statusLabels && item.status !== 'posted' ? { status: statusLabels[item.status] } : {}),
    // A Pix this account sent opens its receipt (hash routing, SPEC §2).
    ...(item.pix_payment_id ? { href: `#/bank/pix/payments/${item.pix_payment_id}` } : {}),
    // A boleto this account paid opens its receipt.
    ...(item.boleto_payment_id ? { href: `#/bank/payment/boletos/${item.boleto_payment_id}` } : {}),
    // A Pix received opens its refund (pix/refund).
    ...(item.pix_received_id ? { href: `#/bank/pix/refund/${item.pix_received_id}` } : {}),
  };
}
