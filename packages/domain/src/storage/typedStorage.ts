import type { AccountStatus } from '../access/accountStatus';
import { STORAGE_KEYS, STORAGE_PREFIX, storageKey, type StorageKeyName } from './keys';
import { decodeStoredValue, encodeStoredValue } from './storedValue';

/** The part of the Web Storage API we use; window.localStorage fits as is. */
export interface KeyValueStore {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
  clear(): void;
  /** With `length` and `key`, clear() can find every prefixed key, not only the known ones. */
  readonly length?: number;
  key?(index: number): string | null;
}

/** What each known key holds (SPEC §3). */
export interface StoredValues {
  JWT_TOKEN: string;
  ACCOUNT_STATUS: AccountStatus;
  ACCOUNTS: unknown[];
  ACCOUNT_INFORMATION: Record<string, unknown>;
  ID_SESSION: string;
}

export interface TypedStorage {
  get<K extends StorageKeyName>(name: K): StoredValues[K] | null;
  get<T = unknown>(name: string): T | null;
  set<K extends StorageKeyName>(name: K, value: StoredValues[K]): void;
  set(name: string, value: unknown): void;
  remove(name: StorageKeyName | (string & {})): void;
  /** Removes Ipê's keys only; other keys on the same origin stay (unlike store.clear()). */
  clear(): void;
}

/**
 * Typed access to a key-value store under the product prefix. `get` answers null for a missing
 * key and the decoded value otherwise (it is not validated against StoredValues: storage is
 * user-editable, so callers that trust a shape should check it).
 */
export function createTypedStorage(store: KeyValueStore): TypedStorage {
  function prefixedKeys(): string[] {
    if (typeof store.key !== 'function' || typeof store.length !== 'number') {
      return Object.values(STORAGE_KEYS).map(storageKey);
    }
    const keys: string[] = [];
    for (let index = 0; index < store.length; index += 1) {
      const key = store.key(index);
      if (key !== null && key.startsWith(STORAGE_PREFIX)) keys.push(key);
    }
    return keys;
  }

  return {
    get(name: string) {
      return decodeStoredValue(store.getItem(storageKey(name))) as never;
    },
    set(name: string, value: unknown) {
      store.setItem(storageKey(name), encodeStoredValue(value));
    },
    remove(name) {
      store.removeItem(storageKey(name));
    },
    clear() {
      // Collected first: removing while indexing would skip keys.
      for (const key of prefixedKeys()) store.removeItem(key);
    },
  };
}
