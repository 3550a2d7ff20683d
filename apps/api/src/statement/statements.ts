import {
  addDays,
  ledgerKindsOf,
  movementCategory,
  saoPauloInstant,
  statementInstants,
  statementRangeProblem,
  toSaoPauloDate,
  type CalendarDate,
  type Cents,
  type MovementCategory,
} from '@ipe/domain';
import type { Clock } from '../clock';
import type { Database } from '../db';
import type { Ledger, Movement, TransferStatus } from '../ledger';
import { type AccountDirectory, type TransferParty, party } from '../transfer';
import { movementTitle } from './movementTitle';
import { BankError } from '../errors/bankError';

/** API answer shapes (snake_case, like the rest of the API). */
export interface StatementItem {
  id: string;
  created_at: string;
  title: string;
  description: string | null;
  kind: string;
  /** The filter this movement falls under (Pix, transfer, boleto, card, fee). */
  category: MovementCategory | null;
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
  /** The boleto this account paid, for its receipt (GET …/boletos/payments/{id}). */
  boleto_payment_id: string | null;
  /** A Pix this account received (its end-to-end id), which it may refund. */
  pix_received_id: string | null;
}

/** A São Paulo day of the page, with the account's posted balance when it ended. */
export interface StatementDay {
  date: CalendarDate;
  closing_balance_cents: Cents;
}

export interface StatementPage {
  items: StatementItem[];
  days: StatementDay[];
  next_cursor: string | null;
}

export interface StatementQuery {
  limit?: number | undefined;
  cursor?: string | undefined;
  /** São Paulo days, both included. */
  from?: CalendarDate | undefined;
  to?: CalendarDate | undefined;
  direction?: 'debit' | 'credit' | undefined;
  category?: MovementCategory | undefined;
  /** A name or words of the description. */
  q?: string | undefined;
  /** Each day's closing balance (the screen); documents read balances once, not per page. */
  days?: boolean | undefined;
}

/** Movements that are a Pix received (from this bank's customers, or another bank's). */
const RECEIVED_PIX_KINDS = new Set(['pix', 'pix_in']);

/**
 * An account's statement: its ledger movements, newest first, with who was on the other side,
 * filtered and searched, each day with its closing balance (docs/architecture/statements.md).
 */
export function createStatements(deps: {
  db: Database;
  ledger: Ledger;
  accounts: AccountDirectory;
  clock: Clock;
}) {
  const { db, ledger, accounts, clock } = deps;
  return {
    async page(accountId: string, query: StatementQuery): Promise<StatementPage> {
      const range = {
        ...(query.from !== undefined ? { from: query.from } : {}),
        ...(query.to !== undefined ? { to: query.to } : {}),
      };
      if (statementRangeProblem(range, clock.now()))
        throw new BankError('STATEMENT_PERIOD_INVALID');
      const account = await accounts.byId(db, accountId);
      if (!account) throw new BankError('ACCOUNT_NOT_FOUND');
      const text = query.q?.trim();
      const period = statementInstants(range);
      const page = await ledger.movements(account.ledgerAccountId, {
        ...(query.limit !== undefined ? { limit: query.limit } : {}),
        ...(query.cursor !== undefined ? { before: query.cursor } : {}),
        ...period,
        ...(query.direction ? { direction: query.direction } : {}),
        ...(query.category ? { kinds: ledgerKindsOf(query.category) } : {}),
        ...(text
          ? {
              search: {
                text,
                counterpartyIds: await accounts.ledgerAccountIdsByName(
                  db,
                  text,
                  await ledger.counterparties(account.ledgerAccountId, period),
                ),
              },
            }
          : {}),
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
            category: movementCategory(m.kind),
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
            boleto_payment_id:
              m.direction === 'debit' && typeof m.metadata.boletoPaymentId === 'string'
                ? m.metadata.boletoPaymentId
                : null,
            pix_received_id:
              m.direction === 'credit' &&
              RECEIVED_PIX_KINDS.has(m.kind) &&
              typeof m.metadata.endToEndId === 'string'
                ? m.metadata.endToEndId
                : null,
          };
        }),
        days:
          query.days === false
            ? []
            : await closingBalances(ledger, account.ledgerAccountId, page.items),
        next_cursor: page.nextCursor,
      };
    },
  };
}

/**
 * Each São Paulo day of a page with the posted balance at its end: today's balance less what was
 * posted after the day's newest movement shown and from the next midnight on. Filters change
 * which movements a page shows, never a day's balance.
 */
async function closingBalances(
  ledger: Ledger,
  ledgerAccountId: string,
  movements: readonly Movement[],
): Promise<StatementDay[]> {
  const newestOfDay = new Map<CalendarDate, Movement>();
  for (const movement of movements) {
    const day = toSaoPauloDate(movement.createdAt);
    if (!newestOfDay.has(day)) newestOfDay.set(day, movement);
  }
  const days = [...newestOfDay.keys()];
  const balances = await ledger.balancesAt(
    ledgerAccountId,
    days.map((day) => ({
      after: newestOfDay.get(day)!.cursor,
      at: saoPauloInstant(addDays(day, 1), '00:00'),
    })),
  );
  return days.map((date, index) => ({ date, closing_balance_cents: balances[index]! }));
}

/** The name a movement's metadata keeps for a party at another bank (`payer` of a Pix in). */
function otherSideName(metadata: Record<string, unknown>): string | null {
  for (const side of ['payee', 'payer']) {
    const name = (metadata[side] as { name?: unknown } | undefined)?.name;
    if (typeof name === 'string') return name;
  }
  return null;
}
