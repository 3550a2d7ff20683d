import type { PixKeyType } from '@ipe/domain';
import { LRUCache } from 'lru-cache';
import type { Queryable } from '../db';
import type { AccountDirectory, BankAccountRecord } from './accountDirectory';

/**
 * How long an account that can receive is known without reading it again. What a payment needs
 * of it never changes (branch, number, ledger account, holder's kind and document) but its
 * holder's name, which a receipt may show this much late after a change. Whether a destination
 * still receives is asked again in the money's own transaction (the `canReceive` gate of
 * internalTransfer.ts; for a Pix key, whether it still names that account, too: pix/payees.ts).
 */
const KNOWN_ACCOUNT_MS = 10_000;
const KNOWN_ACCOUNTS = 10_000;

/**
 * Accounts by id, in the order asked (undefined: none such), from memory when read recently:
 * a customer's transfers and Pix then read neither side's account on every payment. One that
 * cannot receive is read again each time, as it may be unblocked meanwhile.
 */
export function knownAccounts(accounts: AccountDirectory) {
  const known = new LRUCache<string, BankAccountRecord>({
    max: KNOWN_ACCOUNTS,
    ttl: KNOWN_ACCOUNT_MS,
  });
  return async function byIds(
    q: Queryable,
    ids: readonly string[],
  ): Promise<(BankAccountRecord | undefined)[]> {
    const wanted = ids.map((id) => id.toLowerCase());
    const kept = wanted.map((id) => known.get(id));
    const unknown = wanted.filter((_, i) => !kept[i]);
    const read = unknown.length > 0 ? await accounts.byIds(q, unknown) : [];
    for (const account of read) if (account.canReceive) known.set(account.id, account);
    return wanted.map((id, i) => kept[i] ?? read.find((account) => account.id === id));
  };
}

/**
 * The directory, with the account a Pix key names known from memory when read recently, as
 * accounts are above: a key paid by anyone in the last ten seconds (a shop's, at its busy hour)
 * is read once. A key deleted, moved or whose account stopped receiving meanwhile is caught in
 * the money's transaction (`keyStillNames`, pix/payees.ts; docs/decisions/0015). A key of no
 * account here, or of one that cannot receive, is read again each time.
 */
export function knownPixKeys(accounts: AccountDirectory): AccountDirectory {
  const known = new LRUCache<string, BankAccountRecord>({
    max: KNOWN_ACCOUNTS,
    ttl: KNOWN_ACCOUNT_MS,
  });
  return {
    ...accounts,
    async byPixKey(q: Queryable, keyType: PixKeyType, key: string) {
      const kept = known.get(`${keyType}:${key}`);
      if (kept) return kept;
      const read = await accounts.byPixKey(q, keyType, key);
      if (read?.canReceive) known.set(`${keyType}:${key}`, read);
      return read;
    },
  };
}
