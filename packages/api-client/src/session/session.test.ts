import { describe, expect, it } from 'vitest';
import { createTypedStorage, storageKey } from '@ipe/domain';
import { DEVICE_KEY_STORAGE_NAME } from '../auth/credentials';
import { clearSession } from './clearSession';
import { ensureDeviceKey } from './deviceKey';
import { createMemoryStore } from './memoryStore';

describe('ensureDeviceKey', () => {
  it('creates a random key once and keeps it', () => {
    const store = createMemoryStore();
    const key = ensureDeviceKey(store);
    expect(key).toMatch(/^[0-9a-f-]{36}$/);
    expect(ensureDeviceKey(store)).toBe(key);
    expect(createTypedStorage(store).get(DEVICE_KEY_STORAGE_NAME)).toBe(key);
    expect(ensureDeviceKey(createMemoryStore())).not.toBe(key);
  });
});

describe('clearSession', () => {
  it("removes Ipê's keys, keeps the device key and other apps' keys", () => {
    const store = createMemoryStore({ theme: 'dark' });
    const typed = createTypedStorage(store);
    typed.set('JWT_TOKEN', 't');
    typed.set('ACCOUNTS', [{ id: 1 }]);
    typed.set('ID_SESSION', 's');
    const key = ensureDeviceKey(store);
    clearSession(store);
    expect(typed.get('JWT_TOKEN')).toBeNull();
    expect(typed.get('ACCOUNTS')).toBeNull();
    expect(typed.get('ID_SESSION')).toBeNull();
    expect(typed.get(DEVICE_KEY_STORAGE_NAME)).toBe(key);
    expect(store.getItem('theme')).toBe('dark');
  });

  it('works without a device key', () => {
    const store = createMemoryStore({ [storageKey('JWT_TOKEN')]: 'str|t' });
    clearSession(store);
    expect(store.length).toBe(0);
  });
});

describe('createMemoryStore', () => {
  it('behaves like localStorage', () => {
    const store = createMemoryStore({ a: '1' });
    store.setItem('b', '2');
    expect([store.length, store.key?.(1), store.getItem('b'), store.key?.(5)]).toEqual([
      2,
      'b',
      '2',
      null,
    ]);
    store.removeItem('a');
    expect(store.getItem('a')).toBeNull();
    store.clear();
    expect(store.length).toBe(0);
  });
});
