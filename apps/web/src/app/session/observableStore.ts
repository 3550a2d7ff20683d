import type { KeyValueStore } from '@ipe/domain';

/** A KeyValueStore that tells its listeners whenever anything in it changes. */
export interface ObservableStore extends Required<KeyValueStore> {
  subscribe(listener: () => void): () => void;
  /** Grows with every change; screens read the session again when it moves. */
  version(): number;
}

/**
 * Wraps localStorage so React hears every write, including those made outside React (the
 * api-client clearing the session on a 401) and those of other tabs (the `storage` event).
 */
export function observableStore(target: Storage, events: Window | null = null): ObservableStore {
  const listeners = new Set<() => void>();
  let version = 0;
  const changed = () => {
    version += 1;
    for (const listener of [...listeners]) listener();
  };
  events?.addEventListener('storage', (event) => {
    if (event.storageArea === target) changed();
  });
  return {
    get length() {
      return target.length;
    },
    key: (index) => target.key(index),
    getItem: (key) => target.getItem(key),
    setItem(key, value) {
      target.setItem(key, value);
      changed();
    },
    removeItem(key) {
      target.removeItem(key);
      changed();
    },
    clear() {
      target.clear();
      changed();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    version: () => version,
  };
}
