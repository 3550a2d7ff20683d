import type { Cents } from '@ipe/domain';
import type { Database } from '../db';
import type { Ledger, TransferStatus } from '../ledger';
import type { AccountDirectory } from './accountDirectory';
import { type TransferParty, party } from './internalTransfer';
import { movementTitle } from './movementTitle';
import { BankError } from '../errors/bankError';

/** API answer shapes (snake_case, like the rest of the API). */
export interface StatementItem {
  id: string;
  created_at: string;
  title: string;
  description: string | null;
  kind: string;
  direction: 'debit' | 'credit';
  amount_cents: Cents;
  /** Negative for money that left the account. */
  signed_amount_cents: Cents;
  status: TransferStatus;
  /** The other account when it is a customer of this bank; null for the bank's own accounts. */
  counterparty: TransferParty | null;
  /** Who was on the other side, wherever they bank (a Pix from or to another bank included). */
  counterparty_name: string | null;
  /** The Pix this account sent, for its receipt (GET …/pix/payments/{id}). */
  pix_payment_id: string | null;
  /** A Pix this account received (its end-to-end id), which it may refund. */
  pix_received_id: string | null;
}

export interface StatementPage {
  items: StatementItem[];
  next_cursor: string | null;
}

export interface StatementQuery {
  limit?: number | undefined;
  cursor?: string | undefined;
  from?: Date | undefined;
  to?: Date | undefined;
}

/** Movements that are a Pix received (from this bank's customers, or another bank's). */
const RECEIVED_PIX_KINDS = new Set(['pix', 'pix_in']);

/** An account's statement: its ledger movements, newest first, with who was on the other side. */
export function createStatements(deps: {
  db: Database;
  ledger: Ledger;
  accounts: AccountDirectory;
}) {
  const { db, ledger, accounts } = deps;
  return {
    async page(accountId: string, query: StatementQuery): Promise<StatementPage> {
      const account = await accounts.byId(db, accountId);
      if (!account) throw new BankError('ACCOUNT_NOT_FOUND');
      const page = await ledger.movements(account.ledgerAccountId, {
        ...(query.limit !== undefined ? { limit: query.limit } : {}),
        ...(query.cursor !== undefined ? { before: query.cursor } : {}),
        ...(query.from !== undefined ? { from: query.from } : {}),
        ...(query.to !== undefined ? { to: query.to } : {}),
      });
      const others = await accounts.byLedgerAccountIds(db, [
        ...new Set(page.items.map((m) => m.counterpartyAccountId)),
      ]);
      const byLedgerId = new Map(others.map((a) => [a.ledgerAccountId, a]));
      return {
        items: page.items.map((m) => {
          const other = byLedgerId.get(m.counterpartyAccountId);
          return {
            id: m.transferId,
            created_at: m.createdAt.toISOString(),
            title: movementTitle(m.kind, m.direction),
            description: m.description,
            kind: m.kind,
            direction: m.direction,
            amount_cents: m.amount,
            signed_amount_cents: m.direction === 'debit' ? -m.amount : m.amount,
            status: m.status,
            counterparty: other ? party(other) : null,
            counterparty_name: other?.holderName ?? otherSideName(m.metadata),
            pix_payment_id:
              m.direction === 'debit' && typeof m.metadata.pixPaymentId === 'string'
                ? m.metadata.pixPaymentId
                : null,
            pix_received_id:
              m.direction === 'credit' &&
              RECEIVED_PIX_KINDS.has(m.kind) &&
              typeof m.metadata.endToEndId === 'string'
                ? m.metadata.endToEndId
                : null,
          };
        }),
        next_cursor: page.nextCursor,
      };
    },
  };
}

/** The name a movement's metadata keeps for a party at another bank (`payer` of a Pix in). */
function otherSideName(metadata: Record<string, unknown>): string | null {
  for (const side of ['payee', 'payer']) {
    const name = (metadata[side] as { name?: unknown } | undefined)?.name;
    if (typeof name === 'string') return name;
  }
  return null;
}
