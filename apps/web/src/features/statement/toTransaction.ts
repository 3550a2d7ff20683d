import type { Transaction } from '@ipe/ui';
import type { StatementItem } from '../../app/api/types';

/** A statement line as the kit's TransactionList shows it. */
export function toTransaction(item: StatementItem): Transaction {
  const detail = item.counterparty?.holder_name ?? item.description ?? undefined;
  return {
    id: item.id,
    description: item.title,
    amount: Math.abs(item.amount_cents),
    direction: item.direction,
    occurredAt: item.created_at,
    ...(detail ? { detail } : {}),
  };
}
