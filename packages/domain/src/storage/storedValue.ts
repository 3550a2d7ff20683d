/**
 * Values in storage carry a type tag so they come back as what went in (SPEC §3):
 * `<tag>|<payload>`, e.g. 'num|42', 'str|42', 'bool|true', 'date|2026-11-22T10:00:00.000Z',
 * 'null|', 'undef|', 'json|{"a":1}'.
 *
 * Decisions:
 * - Numbers round-trip exactly, including -0, NaN, Infinity and -Infinity.
 * - Dates round-trip to the millisecond, an invalid Date as an invalid Date.
 * - Objects and arrays go through JSON; Dates, undefined and non-finite numbers or -0 nested
 *   inside them are wrapped as {"$ipe": tag, "v": payload} so they round-trip too (an object
 *   that itself has a "$ipe" key is wrapped as well, so nothing is misread). Other class
 *   instances become plain objects of their own enumerable properties, as with JSON.
 * - Functions, symbols and bigints cannot be stored: encoding them throws a TypeError.
 * - Decoding never throws. A missing item (null) decodes to null. A value without our tag, or
 *   with a malformed payload, comes back as the raw string: that is what legacy code stored
 *   (plain strings such as a token). Values tagged by the previous front end's storage
 *   ('__q_strn|', '__q_numb|', '__q_bool|', '__q_date|', '__q_objt|') are read as such.
 */

const WRAP = '$ipe';

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

function encodeNumber(value: number): string {
  return Object.is(value, -0) ? '-0' : String(value);
}

const NUMBER_PATTERN = /^(?:NaN|-?Infinity|-?(?:0|[1-9]\d*)(?:\.\d+)?(?:e[+-]?\d+)?)$/;

function decodeNumber(payload: string): number | undefined {
  return NUMBER_PATTERN.test(payload) ? Number(payload) : undefined;
}

function encodeDate(value: Date): string {
  return Number.isNaN(value.getTime()) ? 'Invalid Date' : value.toISOString();
}

const ISO_DATE = /^[+-]?\d{4,6}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

function decodeDate(payload: string): Date | undefined {
  if (payload === 'Invalid Date') return new Date(Number.NaN);
  if (!ISO_DATE.test(payload)) return undefined;
  const date = new Date(payload);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

function unsupported(value: unknown): never {
  throw new TypeError(`Cannot store a value of type ${typeof value}`);
}

function toJson(value: unknown): Json {
  switch (typeof value) {
    case 'string':
    case 'boolean':
      return value;
    case 'number':
      return Number.isFinite(value) && !Object.is(value, -0)
        ? value
        : { [WRAP]: 'num', v: encodeNumber(value) };
    case 'undefined':
      return { [WRAP]: 'undef', v: null };
    case 'object':
      if (value === null) return null;
      if (value instanceof Date) return { [WRAP]: 'date', v: encodeDate(value) };
      if (Array.isArray(value)) {
        // Array.from visits holes too, so a sparse array keeps its length.
        return Array.from(value, (item: unknown) => toJson(item));
      }
      {
        const entries = Object.entries(value).map(([k, v]): [string, Json] => [k, toJson(v)]);
        const object = Object.fromEntries(entries) as { [key: string]: Json };
        return Object.hasOwn(object, WRAP) ? { [WRAP]: 'obj', v: object } : object;
      }
    default:
      return unsupported(value);
  }
}

/** Thrown inside fromJson when a wrapper is malformed; never escapes decodeStoredValue. */
class MalformedValue extends Error {}

function fromJson(value: Json): unknown {
  if (Array.isArray(value)) return value.map(fromJson);
  if (value === null || typeof value !== 'object') return value;
  if (!Object.hasOwn(value, WRAP)) return reviveEntries(value);
  const tag = value[WRAP];
  const payload = value.v;
  if (Object.keys(value).length !== 2 || !Object.hasOwn(value, 'v')) throw new MalformedValue();
  if (tag === 'undef' && payload === null) return undefined;
  if (tag === 'num' && typeof payload === 'string') {
    const number = decodeNumber(payload);
    if (number !== undefined) return number;
  }
  if (tag === 'date' && typeof payload === 'string') {
    const date = decodeDate(payload);
    if (date) return date;
  }
  if (tag === 'obj' && payload !== null && typeof payload === 'object' && !Array.isArray(payload)) {
    return reviveEntries(payload);
  }
  throw new MalformedValue();
}

function reviveEntries(object: { [key: string]: Json }): Record<string, unknown> {
  // fromEntries defines own properties, so a "__proto__" key stays data, never a prototype.
  return Object.fromEntries(Object.entries(object).map(([k, v]) => [k, fromJson(v)]));
}

/** Encodes any storable value as a tagged string (see the decisions above). */
export function encodeStoredValue(value: unknown): string {
  switch (typeof value) {
    case 'string':
      return `str|${value}`;
    case 'number':
      return `num|${encodeNumber(value)}`;
    case 'boolean':
      return `bool|${value}`;
    case 'undefined':
      return 'undef|';
    case 'object':
      if (value === null) return 'null|';
      if (value instanceof Date) return `date|${encodeDate(value)}`;
      return `json|${JSON.stringify(toJson(value))}`;
    default:
      return unsupported(value);
  }
}

function decodeLegacy(tag: string, payload: string): { value: unknown } | undefined {
  switch (tag) {
    case '__q_strn':
      return { value: payload };
    case '__q_numb': {
      const number = decodeNumber(payload);
      return number === undefined ? undefined : { value: number };
    }
    case '__q_bool':
      return payload === '1' || payload === '0' ? { value: payload === '1' } : undefined;
    case '__q_date': {
      const date = new Date(payload);
      return Number.isNaN(date.getTime()) ? undefined : { value: date };
    }
    case '__q_objt':
      return { value: JSON.parse(payload) as unknown };
    default:
      return undefined;
  }
}

function decodeTagged(tag: string, payload: string): { value: unknown } | undefined {
  switch (tag) {
    case 'str':
      return { value: payload };
    case 'num': {
      const number = decodeNumber(payload);
      return number === undefined ? undefined : { value: number };
    }
    case 'bool':
      return payload === 'true' || payload === 'false' ? { value: payload === 'true' } : undefined;
    case 'date': {
      const date = decodeDate(payload);
      return date ? { value: date } : undefined;
    }
    case 'null':
      return payload === '' ? { value: null } : undefined;
    case 'undef':
      return payload === '' ? { value: undefined } : undefined;
    case 'json':
      return { value: fromJson(JSON.parse(payload) as Json) };
    default:
      return decodeLegacy(tag, payload);
  }
}

/** Decodes a stored string; never throws (see the decisions above). */
export function decodeStoredValue(raw: string | null | undefined): unknown {
  if (raw === null || raw === undefined) return null;
  if (typeof raw !== 'string') return raw;
  const bar = raw.indexOf('|');
  if (bar < 0) return raw;
  try {
    const decoded = decodeTagged(raw.slice(0, bar), raw.slice(bar + 1));
    return decoded ? decoded.value : raw;
  } catch {
    // Broken JSON or a malformed wrapper: hand back what was there rather than fail the screen.
    return raw;
  }
}
