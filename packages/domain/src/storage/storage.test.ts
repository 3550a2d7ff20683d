import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  STORAGE_KEYS,
  STORAGE_PREFIX,
  createTypedStorage,
  decodeStoredValue,
  encodeStoredValue,
  storageKey,
  type KeyValueStore,
} from './index';

/** A Web Storage look-alike, as in a browser (keys enumerable). */
class MemoryStore implements KeyValueStore {
  readonly map = new Map<string, string>();
  get length() {
    return this.map.size;
  }
  key(index: number) {
    return [...this.map.keys()][index] ?? null;
  }
  getItem(key: string) {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.map.set(key, String(value));
  }
  removeItem(key: string) {
    this.map.delete(key);
  }
  clear() {
    this.map.clear();
  }
}

const roundTrip = (value: unknown) => decodeStoredValue(encodeStoredValue(value));

describe('storage keys (SPEC §3)', () => {
  it('names the five keys under the product prefix', () => {
    expect(Object.keys(STORAGE_KEYS)).toEqual([
      'JWT_TOKEN',
      'ACCOUNT_STATUS',
      'ACCOUNTS',
      'ACCOUNT_INFORMATION',
      'ID_SESSION',
    ]);
    expect(STORAGE_PREFIX).toBe('ipe:');
    expect(storageKey(STORAGE_KEYS.JWT_TOKEN)).toBe('ipe:JWT_TOKEN');
    expect(storageKey('ID_SESSION')).toBe('ipe:ID_SESSION');
  });

  it('refuses an empty name', () => {
    expect(() => storageKey('')).toThrow(TypeError);
  });
});

describe('encodeStoredValue / decodeStoredValue', () => {
  it.each([
    [0, 'num|0'],
    [-0, 'num|-0'],
    [-12.5, 'num|-12.5'],
    [Number.NaN, 'num|NaN'],
    [Number.POSITIVE_INFINITY, 'num|Infinity'],
    [Number.NEGATIVE_INFINITY, 'num|-Infinity'],
    [true, 'bool|true'],
    [false, 'bool|false'],
    ['42', 'str|42'],
    ['', 'str|'],
    [null, 'null|'],
    [undefined, 'undef|'],
    [new Date('2026-11-22T10:00:00.000Z'), 'date|2026-11-22T10:00:00.000Z'],
    [{ a: 1 }, 'json|{"a":1}'],
    [[1, 'x'], 'json|[1,"x"]'],
  ])('%o is stored as %j and comes back', (value, stored) => {
    expect(encodeStoredValue(value)).toBe(stored);
    const back = roundTrip(value);
    if (typeof value === 'object' && value !== null) expect(back).toEqual(value);
    else expect(Object.is(back, value)).toBe(true);
  });

  it('keeps number-looking and JSON-looking strings as strings', () => {
    for (const text of [
      '0',
      '-0',
      'NaN',
      'true',
      'null',
      '{"a":1}',
      '[1]',
      'num|1',
      '2026-11-22',
      '|',
    ]) {
      expect(roundTrip(text)).toBe(text);
    }
  });

  it('round-trips -0, NaN and ±Infinity exactly, at the top and nested', () => {
    expect(Object.is(roundTrip(-0), -0)).toBe(true);
    expect(roundTrip(Number.NaN)).toBeNaN();
    const nested = roundTrip({ z: -0, n: Number.NaN, i: [Infinity, -Infinity] }) as {
      z: number;
      n: number;
      i: number[];
    };
    expect(Object.is(nested.z, -0)).toBe(true);
    expect(nested.n).toBeNaN();
    expect(nested.i).toEqual([Infinity, -Infinity]);
  });

  it('round-trips Dates, invalid and nested ones included', () => {
    const invalid = roundTrip(new Date(Number.NaN));
    expect(invalid).toBeInstanceOf(Date);
    expect((invalid as Date).getTime()).toBeNaN();
    const value = { createdAt: new Date('2026-01-02T03:04:05.678Z'), list: [new Date(0)] };
    const back = roundTrip(value) as typeof value;
    expect(back.createdAt).toBeInstanceOf(Date);
    expect(back).toEqual(value);
  });

  it('round-trips undefined inside objects and arrays, and sparse arrays', () => {
    const back = roundTrip({ a: undefined, b: [1, undefined, 3] }) as Record<string, unknown>;
    expect(Object.hasOwn(back, 'a')).toBe(true);
    expect(back).toEqual({ a: undefined, b: [1, undefined, 3] });
    // eslint-disable-next-line no-sparse-arrays
    expect((roundTrip([1, , 3]) as unknown[]).length).toBe(3);
  });

  it('keeps objects that look like our wrappers, and __proto__ keys as data', () => {
    const tricky = { $ipe: 'date', v: '2026-01-01T00:00:00.000Z' };
    expect(roundTrip(tricky)).toEqual(tricky);
    expect(roundTrip([{ $ipe: 'num', v: 'NaN' }])).toEqual([{ $ipe: 'num', v: 'NaN' }]);
    const proto = JSON.parse('{"__proto__":{"polluted":true}}') as object;
    const back = roundTrip(proto) as Record<string, unknown>;
    expect(Object.getPrototypeOf(back)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.hasOwn(back, '__proto__')).toBe(true);
  });

  it('stores class instances as their own enumerable properties', () => {
    class Point {
      constructor(
        public x: number,
        public y: number,
      ) {}
    }
    expect(roundTrip(new Point(1, 2))).toEqual({ x: 1, y: 2 });
  });

  it('refuses functions, symbols and bigints', () => {
    expect(() => encodeStoredValue(() => 1)).toThrow(TypeError);
    expect(() => encodeStoredValue(Symbol('s'))).toThrow(TypeError);
    expect(() => encodeStoredValue(10n)).toThrow(TypeError);
    expect(() => encodeStoredValue({ f: () => 1 })).toThrow(TypeError);
  });

  it('decodes a missing item as null and untagged or broken values as the raw string', () => {
    expect(decodeStoredValue(null)).toBeNull();
    expect(decodeStoredValue(undefined)).toBeNull();
    for (const raw of [
      'eyJhbGciOiJIUzI1NiJ9.e30.sig',
      'plain',
      '',
      'num|abc',
      'num|',
      'num|0x10',
      'bool|yes',
      'date|yesterday',
      'date|2026-13-45T00:00:00.000Z',
      'null|x',
      'undef|x',
      'json|{broken',
      'json|{"$ipe":"date","v":"nope"}',
      'json|{"$ipe":"num","v":1}',
      'json|{"$ipe":"num","v":"1","extra":1}',
      'json|{"$ipe":"undef"}',
      'json|{"$ipe":"obj","v":[1]}',
      'json|{"$ipe":"what","v":1}',
      'weird|tag',
      '__q_numb|x',
      '__q_bool|2',
      '__q_date|not a date',
      '__q_objt|{',
    ]) {
      expect(decodeStoredValue(raw)).toBe(raw);
    }
  });

  it('reads values tagged by the previous front end', () => {
    expect(decodeStoredValue('__q_strn|abc')).toBe('abc');
    expect(decodeStoredValue('__q_numb|12')).toBe(12);
    expect(decodeStoredValue('__q_bool|1')).toBe(true);
    expect(decodeStoredValue('__q_bool|0')).toBe(false);
    expect(decodeStoredValue('__q_date|2026-11-22T10:00:00.000Z')).toEqual(
      new Date('2026-11-22T10:00:00.000Z'),
    );
    expect(decodeStoredValue('__q_objt|{"account_id":"1"}')).toEqual({ account_id: '1' });
  });

  it('round-trips anything storable (property)', () => {
    const storable = fc.anything({
      withDate: true,
      withNullPrototype: false,
      withBoxedValues: false,
      withMap: false,
      withSet: false,
      withBigInt: false,
      withTypedArray: false,
      withSparseArray: true,
      withObjectString: false,
    });
    fc.assert(
      fc.property(storable, (value) => {
        const back = roundTrip(value);
        if (typeof value === 'number') expect(Object.is(back, value)).toBe(true);
        else expect(back).toEqual(value);
      }),
      { numRuns: 500 },
    );
  });

  it('never throws while decoding any string (property)', () => {
    const tagged = fc
      .tuple(
        fc.constantFrom(
          'str',
          'num',
          'bool',
          'date',
          'null',
          'undef',
          'json',
          '__q_objt',
          '__q_numb',
          'x',
        ),
        fc.string(),
      )
      .map(([tag, payload]) => `${tag}|${payload}`);
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string(),
          tagged,
          fc.json().map((j) => `json|${j}`),
        ),
        (raw) => {
          expect(() => decodeStoredValue(raw)).not.toThrow();
        },
      ),
      { numRuns: 2000 },
    );
  });
});

describe('createTypedStorage', () => {
  it('stores typed values under the prefix', () => {
    const store = new MemoryStore();
    const storage = createTypedStorage(store);
    storage.set('ACCOUNT_STATUS', {
      account_id: 'a1',
      provider_status: 'REGULAR',
      status: 1,
      user_type: 1,
      unique_id_key_hash: null,
    });
    storage.set('JWT_TOKEN', 'token');
    expect(store.getItem('ipe:JWT_TOKEN')).toBe('str|token');
    expect(storage.get('JWT_TOKEN')).toBe('token');
    expect(storage.get('ACCOUNT_STATUS')?.provider_status).toBe('REGULAR');
    expect(storage.get('ID_SESSION')).toBeNull();
    storage.remove('JWT_TOKEN');
    expect(storage.get('JWT_TOKEN')).toBeNull();
  });

  it('clear() removes every prefixed key and nothing else', () => {
    const store = new MemoryStore();
    store.setItem('other-app', 'keep');
    const storage = createTypedStorage(store);
    storage.set('JWT_TOKEN', 't');
    storage.set('ID_SESSION', 's');
    storage.set('DEVICE_KEY', 'k');
    storage.clear();
    expect([...store.map.keys()]).toEqual(['other-app']);
  });

  it('clear() on a store without key enumeration removes the known keys', () => {
    const map = new Map<string, string>([['other-app', 'keep']]);
    const store: KeyValueStore = {
      getItem: (k) => map.get(k) ?? null,
      setItem: (k, v) => void map.set(k, v),
      removeItem: (k) => void map.delete(k),
      clear: () => map.clear(),
    };
    const storage = createTypedStorage(store);
    for (const name of Object.values(STORAGE_KEYS)) storage.set(name, 'x');
    storage.clear();
    expect([...map.keys()]).toEqual(['other-app']);
  });
});
