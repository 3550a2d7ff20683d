export type { StorageKeyName } from './keys';
export { STORAGE_KEYS, STORAGE_PREFIX, storageKey } from './keys';
export { decodeStoredValue, encodeStoredValue } from './stored-value';
export type { KeyValueStore, StoredValues, TypedStorage } from './typed-storage';
export { createTypedStorage } from './typed-storage';
