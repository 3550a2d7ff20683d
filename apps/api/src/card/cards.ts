import { randomInt } from 'node:crypto';
import {
  isMcc,
  merchantCategory,
  toSaoPauloDate,
  type Cents,
  type MerchantCategory,
} from '@ipe/domain';
import type { Clock } from '../clock';
import { type Database, type Queryable, toDate } from '../db';
import { BankError, isBankError } from '../errors';
import { BANK_ACCOUNT_CODES, type Ledger } from '../ledger';
import type { AccountDirectory } from '../transfer';

/** The ledger kind of a card purchase (the statement titles it, statement/movementTitle.ts). */
export const CARD_PURCHASE_KIND = 'card_purchase';

export interface DebitCard {
  id: string;
  last4: string;
  brand: string;
  expires: string;
  status: 'active' | 'blocked';
}

export type CardPurchaseStatus = 'authorized' | 'settled' | 'reversed' | 'declined';

export interface CardPurchase {
  id: string;
  authorizationCode: string;
  merchant: string;
  city: string;
  mcc: string;
  category: MerchantCategory;
  amount: Cents;
  status: CardPurchaseStatus;
  /** Why a purchase was declined: CARD_BLOCKED or INSUFFICIENT_FUNDS. */
  declineReason: string | null;
  authorizedAt: Date;
  resolvedAt: Date | null;
}

interface CardRow {
  id: string;
  account_id: string;
  last4: string;
  brand: string;
  expires: string;
  status: 'active' | 'blocked';
}

interface PurchaseRow {
  id: string;
  account_id: string;
  authorization_code: string;
  merchant: string;
  city: string;
  mcc: string;
  amount_cents: string | number;
  status: CardPurchaseStatus;
  decline_reason: string | null;
  ledger_transfer_id: string | null;
  authorized_at: Date | string;
  resolved_at: Date | string | null;
}

const toCard = (row: CardRow): DebitCard => ({
  id: row.id,
  last4: row.last4,
  brand: row.brand,
  expires: row.expires,
  status: row.status,
});

const toPurchase = (row: PurchaseRow): CardPurchase => ({
  id: row.id,
  authorizationCode: row.authorization_code,
  merchant: row.merchant,
  city: row.city,
  mcc: row.mcc,
  category: merchantCategory(row.mcc),
  amount: Number(row.amount_cents),
  status: row.status,
  declineReason: row.decline_reason,
  authorizedAt: toDate(row.authorized_at),
  resolvedAt: row.resolved_at === null ? null : toDate(row.resolved_at),
});

export interface Authorization {
  /** The card, as the network names it here (its id). */
  cardId: string;
  /** The network's code for this authorization: sent again, it answers the same purchase. */
  authorizationCode: string;
  merchant: string;
  city: string;
  mcc: string;
  amount: Cents;
}

/**
 * Each account's debit card and its purchases (docs/architecture/cards.md). Purchases come from
 * the card network (the interbank simulator here) in two phases: the authorization holds the
 * amount in the ledger (pending), settlement posts it, a reversal voids it — each exactly once.
 */
export function createCards(deps: {
  db: Database;
  ledger: Ledger;
  accounts: AccountDirectory;
  clock: Clock;
}) {
  const { db, ledger, accounts, clock } = deps;

  /** The account's card, issued on first sight (every account has one). */
  async function cardOf(q: Queryable, accountId: string): Promise<DebitCard> {
    const found = await q.query<CardRow>('SELECT * FROM debit_cards WHERE account_id = $1', [
      accountId,
    ]);
    if (found.rows[0]) return toCard(found.rows[0]);
    const now = clock.now();
    const expires = `${String(now.getUTCMonth() + 1).padStart(2, '0')}/${String((now.getUTCFullYear() + 5) % 100).padStart(2, '0')}`;
    await q.query(
      `INSERT INTO debit_cards (account_id, last4, brand, expires, status, created_at, updated_at)
       VALUES ($1, $2, 'Elo', $3, 'active', $4, $4) ON CONFLICT (account_id) DO NOTHING`,
      [accountId, String(randomInt(0, 10_000)).padStart(4, '0'), expires, now],
    );
    const { rows } = await q.query<CardRow>('SELECT * FROM debit_cards WHERE account_id = $1', [
      accountId,
    ]);
    return toCard(rows[0]!);
  }

  async function resolve(purchaseId: string, action: 'post' | 'void'): Promise<CardPurchase> {
    return db.transaction(async (tx) => {
      const { rows } = await tx.query<PurchaseRow>(
        'SELECT * FROM card_purchases WHERE id = $1 FOR UPDATE',
        [purchaseId],
      );
      const row = rows[0];
      if (!row) throw new BankError('CARD_PURCHASE_NOT_FOUND');
      const wanted = action === 'post' ? 'settled' : 'reversed';
      if (row.status === wanted) return toPurchase(row);
      if (row.status !== 'authorized') throw new BankError('CARD_PURCHASE_ALREADY_RESOLVED');
      const ops = ledger.inTransaction(tx);
      if (action === 'post') await ops.postPending(row.ledger_transfer_id!);
      else await ops.voidPending(row.ledger_transfer_id!);
      const updated = await tx.query<PurchaseRow>(
        `UPDATE card_purchases SET status = $2, resolved_at = $3 WHERE id = $1 RETURNING *`,
        [purchaseId, wanted, clock.now()],
      );
      return toPurchase(updated.rows[0]!);
    });
  }

  return {
    card: (accountId: string) => cardOf(db, accountId),

    /** Blocks or unblocks the card for new purchases; what was authorized still settles. */
    async setBlocked(accountId: string, blocked: boolean): Promise<DebitCard> {
      const card = await cardOf(db, accountId);
      const { rows } = await db.query<CardRow>(
        `UPDATE debit_cards SET status = $2, updated_at = $3 WHERE id = $1 RETURNING *`,
        [card.id, blocked ? 'blocked' : 'active', clock.now()],
      );
      return toCard(rows[0]!);
    },

    async purchases(accountId: string, limit = 100): Promise<CardPurchase[]> {
      const { rows } = await db.query<PurchaseRow>(
        `SELECT * FROM card_purchases WHERE account_id = $1 ORDER BY authorized_at DESC, id LIMIT $2`,
        [accountId, limit],
      );
      return rows.map(toPurchase);
    },

    /**
     * The network asks to authorize a purchase: a blocked card or a short balance declines it (and
     * says so); otherwise the amount is held. The same authorization code answers the same purchase.
     */
    async authorize(request: Authorization): Promise<CardPurchase> {
      if (!isMcc(request.mcc)) throw new BankError('VALIDATION_ERROR');
      return db.transaction(async (tx) => {
        const previous = await tx.query<PurchaseRow>(
          'SELECT * FROM card_purchases WHERE authorization_code = $1',
          [request.authorizationCode],
        );
        if (previous.rows[0]) return toPurchase(previous.rows[0]);
        const { rows: cards } = await tx.query<CardRow>(
          'SELECT * FROM debit_cards WHERE id = $1 FOR UPDATE',
          [request.cardId],
        );
        const card = cards[0];
        if (!card) throw new BankError('CARD_NOT_FOUND');
        const account = (await accounts.byId(tx, card.account_id))!;
        const now = clock.now();
        // Named first: the ledger transfer's metadata points at the purchase it holds for.
        const { rows: ids } = await tx.query<{ id: string }>('SELECT gen_random_uuid() AS id');
        const purchaseId = ids[0]!.id;
        const insert = (
          status: CardPurchaseStatus,
          reason: string | null,
          transferId: string | null,
        ) =>
          tx
            .query<PurchaseRow>(
              `INSERT INTO card_purchases (id, card_id, account_id, authorization_code, merchant, city,
                 mcc, amount_cents, status, decline_reason, ledger_transfer_id, authorized_at)
               VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) RETURNING *`,
              [
                purchaseId,
                card.id,
                card.account_id,
                request.authorizationCode,
                request.merchant,
                request.city,
                request.mcc,
                request.amount,
                status,
                reason,
                transferId,
                now,
              ],
            )
            .then(({ rows }) => toPurchase(rows[0]!));
        if (card.status === 'blocked') return insert('declined', 'CARD_BLOCKED', null);
        const ops = ledger.inTransaction(tx);
        try {
          const { transfer } = await ops.transfer({
            idempotencyKey: `card:${request.authorizationCode}`,
            debitAccountId: account.ledgerAccountId,
            creditAccountId: (await ops.bankAccount(BANK_ACCOUNT_CODES.cardSettlement)).id,
            amount: request.amount,
            kind: CARD_PURCHASE_KIND,
            // The statement names the merchant from `payee`; the city says where.
            description: request.city,
            metadata: {
              cardPurchaseId: purchaseId,
              payee: { name: request.merchant },
              mcc: request.mcc,
              day: toSaoPauloDate(now),
            },
            pending: true,
          });
          return insert('authorized', null, transfer.id);
        } catch (error) {
          // The ledger recorded its refusal in this transaction; commit it with the decline.
          if (!isBankError(error) || error.code !== 'INSUFFICIENT_FUNDS') throw error;
          return insert('declined', 'INSUFFICIENT_FUNDS', null);
        }
      });
    },

    /** The network settles an authorized purchase: the held amount is posted. */
    settle: (purchaseId: string) => resolve(purchaseId, 'post'),
    /** The network reverses it (cancelled, or never settled): the hold is released. */
    reverse: (purchaseId: string) => resolve(purchaseId, 'void'),
  };
}

export type Cards = ReturnType<typeof createCards>;
