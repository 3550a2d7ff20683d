import { LRUCache } from 'lru-cache';

/**
 * Who is calling, kept briefly so a signed-in customer's requests do not each read the session,
 * membership, account and device from the database (issue #13). Short-lived and bounded: an
 * entry is trusted for `ttlMs`, and whatever ends or narrows a sign-in forgets it at once in this
 * process — signing out, switching account, revoking or enabling a device, locking or unlocking a
 * PIN, changing a password, changing a membership or the account's own data
 * (docs/security/threat-model.md, "Session cache"). Another server process notices within `ttlMs`.
 * The expiry of the session itself is checked on every request, from the cached value.
 */
export interface SessionCache<T> {
  get(key: SessionCacheKey): T | undefined;
  /** Counts forgets; read it before the database read whose answer is then `set`. */
  epoch(): number;
  /**
   * Keeps a value read from the database, unless something was forgotten since `epoch` (then
   * the read may predate a sign-out that committed meanwhile, and is not kept).
   */
  set(key: SessionCacheKey, value: T, epoch: number): void;
  /** Forgets every entry of this session, user or account. */
  forget(scope: { sessionId: string } | { userId: string } | { accountId: string }): void;
}

export interface SessionCacheKey {
  sessionId: string;
  userId: string;
  accountId: string;
  /** The device key's hash: the same session from another device is another entry. */
  deviceKeyHash: string | null;
}

interface Entry<T> {
  key: SessionCacheKey;
  value: T;
}

export function createSessionCache<T>(options: {
  ttlMs: number;
  /** Most entries kept; the least recently used go first. */
  maxEntries?: number;
  /** Monotonic milliseconds (not business time: this is about freshness, not the calendar). */
  now?: () => number;
}): SessionCache<T> {
  const { ttlMs, maxEntries = 10_000, now = () => performance.now() } = options;
  // Kept as the accounts of transfers are (knownAccounts.ts). ttlResolution 0: each get asks
  // the clock, so an entry is never trusted a moment past its time.
  const entries =
    ttlMs > 0
      ? new LRUCache<string, Entry<T>>({
          max: maxEntries,
          ttl: ttlMs,
          ttlResolution: 0,
          perf: { now },
        })
      : null;
  let forgets = 0;
  const id = (key: SessionCacheKey) => `${key.sessionId}\0${key.deviceKeyHash ?? ''}`;

  return {
    get(key) {
      const entry = entries?.get(id(key));
      if (!entry) return undefined;
      if (entry.key.userId !== key.userId || entry.key.accountId !== key.accountId) {
        entries!.delete(id(key));
        return undefined;
      }
      return entry.value;
    },
    epoch: () => forgets,
    set(key, value, epoch) {
      if (epoch !== forgets) return;
      entries?.set(id(key), { key, value });
    },
    forget(scope) {
      forgets++;
      if (!entries) return;
      const gone: string[] = [];
      for (const [name, { key }] of entries.entries()) {
        const matches =
          ('sessionId' in scope && key.sessionId === scope.sessionId) ||
          ('userId' in scope && key.userId === scope.userId) ||
          ('accountId' in scope && key.accountId === scope.accountId);
        if (matches) gone.push(name);
      }
      for (const name of gone) entries.delete(name);
    },
  };
}
