import type { AppContext } from '../appContext';
import { BankError } from '../errors';
import type { Payee } from './payees';
import type { PaymentChannel, PaymentRecipient } from './payments';
import { fromJson, idKey, toDate } from '../db';

/**
 * Recipients an account paid and saved under a name, to pay again in two taps (pix/favorites,
 * transfer/favoritesTransfers). Saved from a completed payment, so a favourite is always someone
 * the payer already confirmed; paid again the way it was first named: a key is looked up afresh
 * (it may have moved to another account since), bank data is used as saved.
 */
export interface Favorite {
  id: string;
  nickname: string;
  /** How it is paid again. */
  channel: Extract<PaymentChannel, 'key' | 'bank_data'>;
  payee: Payee;
  createdAt: Date;
}

interface FavoriteRow {
  id: string;
  nickname: string;
  channel: Favorite['channel'];
  payee: Payee | string;
  created_at: Date | string;
}

const toFavorite = (row: FavoriteRow): Favorite => ({
  id: row.id,
  nickname: row.nickname,
  channel: row.channel,
  payee: fromJson(row.payee),
  createdAt: toDate(row.created_at),
});

/** Text as a search compares it: without accents, in lower case. */
const folded = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/** The same recipient is saved once per account, however many times it was paid. */
function fingerprintOf(payee: Payee): string {
  return payee.key
    ? `key:${payee.key.type}:${payee.key.key}`
    : `account:${payee.ispb}:${payee.branch}:${payee.account}`;
}

export function createFavorites(ctx: Pick<AppContext, 'db'>) {
  const { db } = ctx;

  async function get(accountId: string, id: string): Promise<Favorite> {
    const { rows } = await db.query<FavoriteRow>(
      'SELECT * FROM pix_favorites WHERE id = $1::uuid AND account_id = $2',
      [idKey(id), accountId],
    );
    if (!rows[0]) throw new BankError('FAVORITE_NOT_FOUND');
    return toFavorite(rows[0]);
  }

  return {
    get,

    /** Saves the recipient of one of the account's completed payments. */
    async save(accountId: string, paymentId: string, nickname: string): Promise<Favorite> {
      const { rows: payments } = await db.query<{ payee: Payee | string; status: string }>(
        'SELECT payee, status FROM pix_payments WHERE id = $1::uuid AND account_id = $2',
        [idKey(paymentId), accountId],
      );
      const payment = payments[0];
      if (!payment) throw new BankError('PIX_PAYMENT_NOT_FOUND');
      // Only someone actually paid: a refused or returned payment may name a wrong account.
      if (payment.status !== 'completed') {
        throw new BankError('VALIDATION_ERROR', { fields: { payment_id: 'INVALID' } });
      }
      const payee = fromJson(payment.payee);
      const { rows } = await db.query<FavoriteRow>(
        `INSERT INTO pix_favorites (account_id, nickname, channel, payee, fingerprint)
         VALUES ($1, $2, $3, $4::jsonb, $5)
         ON CONFLICT (account_id, fingerprint) DO NOTHING
         RETURNING *`,
        [
          accountId,
          nickname,
          payee.key ? 'key' : 'bank_data',
          JSON.stringify(payee),
          fingerprintOf(payee),
        ],
      );
      if (!rows[0]) throw new BankError('FAVORITE_ALREADY_SAVED');
      return toFavorite(rows[0]);
    },

    /** The account's favourites by name; `query` matches name or nickname, accents aside. */
    async list(accountId: string, query = ''): Promise<Favorite[]> {
      const { rows } = await db.query<FavoriteRow>(
        'SELECT * FROM pix_favorites WHERE account_id = $1 ORDER BY lower(nickname), id',
        [accountId],
      );
      const wanted = folded(query.trim());
      return rows
        .map(toFavorite)
        .filter(
          (favorite) =>
            wanted === '' ||
            folded(`${favorite.nickname} ${favorite.payee.name ?? ''}`).includes(wanted),
        );
    },

    async rename(accountId: string, id: string, nickname: string): Promise<Favorite> {
      const { rows } = await db.query<FavoriteRow>(
        `UPDATE pix_favorites SET nickname = $3
         WHERE id = $1::uuid AND account_id = $2 RETURNING *`,
        [idKey(id), accountId, nickname],
      );
      if (!rows[0]) throw new BankError('FAVORITE_NOT_FOUND');
      return toFavorite(rows[0]);
    },

    async remove(accountId: string, id: string): Promise<void> {
      const { rows } = await db.query(
        'DELETE FROM pix_favorites WHERE id = $1::uuid AND account_id = $2 RETURNING id',
        [idKey(id), accountId],
      );
      if (!rows[0]) throw new BankError('FAVORITE_NOT_FOUND');
    },
  };
}

/** How a favourite is paid again: its key, or the bank data it was saved with. */
export function recipientOfFavorite(favorite: Favorite): PaymentRecipient {
  const { payee } = favorite;
  if (favorite.channel === 'key' && payee.key) return { key: payee.key };
  return {
    bankData: {
      ispb: payee.ispb,
      branch: payee.branch,
      account: payee.account,
      accountType: payee.accountType,
      document: payee.document,
    },
  };
}

export type Favorites = ReturnType<typeof createFavorites>;
