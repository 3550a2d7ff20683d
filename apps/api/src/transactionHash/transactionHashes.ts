import { createHash, randomBytes } from 'node:crypto';
import type { Clock } from '../clock';
import type { Database } from '../db';

export type HashRefusal = 'unknown_or_used' | 'expired' | 'foreign_account' | 'other_request';

export interface TransactionHashes {
  /** A fresh single-use value bound to the account, the method and the URL (path + query). */
  issue(target: { accountId: string; method: string; url: string }): Promise<{
    hash: string;
    expiresAt: Date;
  }>;
  /** Spends the value; null when it was good for exactly this request, else why not. */
  consume(
    hash: string,
    target: { accountId: string; method: string; url: string },
  ): Promise<HashRefusal | null>;
}

const digest = (hash: string) => createHash('sha256').update(hash).digest('hex');

/**
 * Per-request transaction hashes (DESIGN §5): a captured request cannot be replayed, nor its hash
 * used for another account, method or URL. Only the digest is stored.
 */
export function createTransactionHashes(deps: {
  db: Database;
  ttlSeconds: number;
  clock: Clock;
}): TransactionHashes {
  const { db, ttlSeconds, clock } = deps;
  return {
    async issue({ accountId, method, url }) {
      const hash = randomBytes(32).toString('base64url');
      const now = clock.now();
      const expiresAt = new Date(now.getTime() + ttlSeconds * 1000);
      await db.query(
        `INSERT INTO transaction_hashes (digest, account_id, method, url, created_at, expires_at)
         VALUES ($1, $2, $3, $4, $5, $6)`,
        [digest(hash), accountId, method.toUpperCase(), url, now, expiresAt],
      );
      return { hash, expiresAt };
    },
    async consume(hash, { accountId, method, url }) {
      const now = clock.now();
      // One statement marks it used, so two requests racing with the same hash cannot both win.
      const { rows } = await db.query<{
        account_id: string;
        method: string;
        url: string;
        expires_at: Date;
      }>(
        `UPDATE transaction_hashes SET used_at = $2
          WHERE digest = $1 AND used_at IS NULL
          RETURNING account_id, method, url, expires_at`,
        [digest(hash), now],
      );
      const row = rows[0];
      if (!row) return 'unknown_or_used';
      if (row.expires_at.getTime() <= now.getTime()) return 'expired';
      if (row.account_id !== accountId) return 'foreign_account';
      if (row.method !== method.toUpperCase() || row.url !== url) return 'other_request';
      return null;
    },
  };
}
