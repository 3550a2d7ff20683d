/**
 * orval 8 calls Map.groupBy (Node ≥ 21); the project runs on Node 20.19+. This fills it in for the
 * generator's own process only, with the standard's semantics; the package itself never uses it.
 */
declare global {
  interface MapConstructor {
    groupBy<K, T>(items: Iterable<T>, keyOf: (item: T, index: number) => K): Map<K, T[]>;
  }
}

if (typeof Map.groupBy !== 'function') {
  Object.defineProperty(Map, 'groupBy', {
    configurable: true,
    writable: true,
    value<K, T>(items: Iterable<T>, keyOf: (item: T, index: number) => K): Map<K, T[]> {
      const groups = new Map<K, T[]>();
      let index = 0;
      for (const item of items) {
        const key = keyOf(item, index++);
        const group = groups.get(key);
        if (group) group.push(item);
        else groups.set(key, [item]);
      }
      return groups;
    },
  });
}

export {};
