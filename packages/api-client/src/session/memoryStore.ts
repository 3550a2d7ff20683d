import type { KeyValueStore } from '@ipe/domain';

/**
 * A KeyValueStore kept in memory, with localStorage's shape (length and key), for Node scripts,
 * servers acting for a user, and tests.
 */
export function createMemoryStore(initial: Readonly<Record<string, string>> = {}): KeyValueStore {
  const entries = new Map(Object.entries(initial));
  return {
    get length() {
      return entries.size;
    },
    key: (index) => [...entries.keys()][index] ?? null,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, String(value)),
    removeItem: (key) => void entries.delete(key),
    clear: () => entries.clear(),
  };
}
