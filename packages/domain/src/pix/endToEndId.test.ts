import { expect, it } from 'vitest';
import { createEndToEndId, createRefundId, isEndToEndId, isRefundId } from './endToEndId';

it('builds 32-char ids with the UTC timestamp', () => {
  const id = createEndToEndId('18236120', new Date('2026-01-02T03:04:59Z'), 'abc123XYZ00');
  expect(id).toBe('E18236120202601020304abc123XYZ00');
  expect(id).toHaveLength(32);
  expect(isEndToEndId(id)).toBe(true);
  expect(isRefundId(id)).toBe(false);
  const refund = createRefundId('18236120', new Date('2026-01-02T03:04:59Z'));
  expect(isRefundId(refund)).toBe(true);
  expect(isEndToEndId(createEndToEndId('00000000', new Date()))).toBe(true);
});

it('rejects bad input', () => {
  expect(() => createEndToEndId('1823612', new Date())).toThrow(RangeError);
  expect(() => createEndToEndId('18236120', new Date(), 'short')).toThrow(RangeError);
  expect(() => createEndToEndId('18236120', new Date('x'))).toThrow(RangeError);
  expect(isEndToEndId('E18236120202613020304abc123XYZ00')).toBe(false);
  expect(isEndToEndId('E18236120202601020304abc123XYZ0')).toBe(false);
});

it('gives each id its own random part, past the 64 drawn at a time', () => {
  const at = new Date('2026-01-02T03:04:59Z');
  const ids = Array.from({ length: 1000 }, () => createEndToEndId('18236120', at));
  expect(new Set(ids).size).toBe(ids.length);
  expect(ids.every(isEndToEndId)).toBe(true);
  // Every alphanumeric turns up: the tail draws on the whole alphabet.
  expect(new Set(ids.flatMap((id) => [...id.slice(21)])).size).toBe(62);
});
