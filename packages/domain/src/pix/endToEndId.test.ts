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
