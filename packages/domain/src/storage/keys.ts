/** Local storage keys of SPEC §3; each is stored under STORAGE_PREFIX. */
export const STORAGE_KEYS = Object.freeze({
  JWT_TOKEN: 'JWT_TOKEN',
  ACCOUNT_STATUS: 'ACCOUNT_STATUS',
  ACCOUNTS: 'ACCOUNTS',
  ACCOUNT_INFORMATION: 'ACCOUNT_INFORMATION',
  ID_SESSION: 'ID_SESSION',
} as const);

export type StorageKeyName = keyof typeof STORAGE_KEYS;

/** The product prefix: keeps Ipê's keys apart from anything else on the same origin. */
export const STORAGE_PREFIX = 'ipe:';

/** The storage key for a name: storageKey('JWT_TOKEN') → 'ipe:JWT_TOKEN'. */
export function storageKey(name: StorageKeyName | (string & {})): string {
  if (typeof name !== 'string' || name === '') {
    throw new TypeError('A storage key needs a non-empty name');
  }
  return STORAGE_PREFIX + name;
}
