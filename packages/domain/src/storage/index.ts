export type { StorageKeyName } from './keys';
export { STORAGE_KEYS, STORAGE_PREFIX, storageKey } from './keys';
export { decodeStoredValue, encodeStoredValue } from './storedValue';
export type { KeyValueStore, StoredValues, TypedStorage } from './typedStorage';
export { createTypedStorage } from './typedStorage';
