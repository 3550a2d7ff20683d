import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Clock } from '../clock';
import type { Queryable } from '../db';
import { BankError } from '../errors';
import type { TransferGate } from '../ledger';
import { randomFill, sha256Hex } from '../security';

/** Why a hash was refused: logged, never answered (TRANSACTION_HASH_INVALID says only no). */
export type HashRefusal = 'malformed_or_forged' | 'expired' | 'used';

export interface HashTarget {
  accountId: string;
  method: string;
  /** Path and query, exactly as the call is made. */
  url: string;
}

/** A hash whose signature, expiry and target were checked: spending it is all that is left. */
export interface SpendableHash {
  /** What the spent-hashes table keys on: the SHA-256 of the hash, never the hash itself. */
  digest: string;
  target: HashTarget;
  expiresAt: Date;
}

export interface TransactionHashes {
  /** A fresh single-use value bound to the account, the method and the URL; no database. */
  issue(target: HashTarget): { hash: string; expiresAt: Date };
  /** Checks signature, expiry and target (no database): the hash to spend, or why not. */
  verify(hash: string, target: HashTarget): SpendableHash | HashRefusal;
  /**
   * Spends verified hashes in `q`, in one statement: for each, true when this spent it, false
   * when it had been spent (by an earlier request, or earlier in the list). Inside a money
   * movement's transaction the hash is spent only if the money's transaction commits.
   */
  spend(q: Queryable, hashes: readonly SpendableHash[]): Promise<boolean[]>;
  /** `spend` as a gate of the transfer the hash authorises (ledger/gates.ts). */
  gate: TransferGate<SpendableHash>;
}

// A hash is 32 bytes, base64url: when it expires (ms, 6 bytes), a nonce (10), and the first 16
// bytes of an HMAC-SHA256 of those and the target, under a server secret.
const EXPIRY_BYTES = 6;
const NONCE_BYTES = 10;
const MAC_BYTES = 16;
const HASH_BYTES = EXPIRY_BYTES + NONCE_BYTES + MAC_BYTES;

/**
 * Per-request transaction hashes (DESIGN §5; docs/decisions/0013-transaction-hash-spent-with-the-money.md):
 * a captured request cannot be replayed, nor its hash used for another account, method or URL.
 * Issuing signs and stores nothing, so the public POST /hash/auth never writes to the database;
 * the only record is the spent hash's digest, written by the request that spends it.
 */
export function createTransactionHashes(deps: {
  /** The HMAC key (server secrets, never the database). */
  key: string;
  ttlSeconds: number;
  clock: Clock;
}): TransactionHashes {
  const { key, ttlSeconds, clock } = deps;

  const mac = (head: Buffer, { accountId, method, url }: HashTarget) =>
    createHmac('sha256', key)
      .update(head)
      .update(`\n${accountId.toLowerCase()}\n${method.toUpperCase()}\n${url}`)
      .digest()
      .subarray(0, MAC_BYTES);

  const hashes: TransactionHashes = {
    issue(target) {
      const expiresAt = new Date(clock.now().getTime() + ttlSeconds * 1000);
      const head = Buffer.alloc(EXPIRY_BYTES + NONCE_BYTES);
      head.writeUIntBE(expiresAt.getTime(), 0, EXPIRY_BYTES);
      randomFill(head, EXPIRY_BYTES, NONCE_BYTES);
      const hash = Buffer.concat([head, mac(head, target)]).toString('base64url');
      return { hash, expiresAt };
    },

    verify(hash, target) {
      const bytes = Buffer.from(hash, 'base64url');
      if (bytes.length !== HASH_BYTES || bytes.toString('base64url') !== hash) {
        return 'malformed_or_forged';
      }
      const head = bytes.subarray(0, EXPIRY_BYTES + NONCE_BYTES);
      // A foreign account, method or URL fails here like a forgery: the MAC covers them.
      if (!timingSafeEqual(bytes.subarray(head.length), mac(head, target))) {
        return 'malformed_or_forged';
      }
      const expiresAt = new Date(head.readUIntBE(0, EXPIRY_BYTES));
      if (expiresAt.getTime() <= clock.now().getTime()) return 'expired';
      return { digest: sha256Hex(hash), target, expiresAt };
    },

    async spend(q, list) {
      if (list.length === 0) return [];
      // The digest is the key: a second spend of the same hash inserts nothing, however the two
      // race (the second waits on the unique index until the first commits or rolls back).
      const { rows } = await q.query<{ digest: string }>(
        `INSERT INTO transaction_hashes AS h
           (digest, account_id, method, url, created_at, expires_at, used_at)
         SELECT * FROM unnest($1::text[], $2::uuid[], $3::text[], $4::text[],
                              $5::timestamptz[], $6::timestamptz[], $5::timestamptz[])
         ON CONFLICT (digest) DO NOTHING
         RETURNING h.digest`,
        [
          list.map((h) => h.digest),
          list.map((h) => h.target.accountId),
          list.map((h) => h.target.method.toUpperCase()),
          list.map((h) => h.target.url),
          list.map(() => clock.now()),
          list.map((h) => h.expiresAt),
        ],
      );
      const spentNow = new Set(rows.map((row) => row.digest));
      // The same hash twice in one list: the first occurrence spent it.
      return list.map((h) => spentNow.delete(h.digest));
    },

    gate: {
      check: async (q, list) =>
        (await hashes.spend(q, list)).map((spent) =>
          spent ? null : new BankError('TRANSACTION_HASH_INVALID'),
        ),
      // Every answer spends its request's hash (guards.ts, spendUnspentHash): spent here for a
      // transfer an earlier gate refuses (a destination closed) is what its answer would do.
      runsRegardless: true,
    },
  };
  return hashes;
}
