import { expect, it } from 'vitest';
import { isValidTxid } from './txid';

it('applies the charge and static txid lengths', () => {
  expect(isValidTxid('a'.repeat(26), 'charge')).toBe(true);
  expect(isValidTxid('a'.repeat(35), 'charge')).toBe(true);
  expect(isValidTxid('a'.repeat(25), 'charge')).toBe(false);
  expect(isValidTxid('a'.repeat(36), 'charge')).toBe(false);
  expect(isValidTxid('a'.repeat(25), 'static')).toBe(true);
  expect(isValidTxid('***', 'static')).toBe(true);
  expect(isValidTxid('a'.repeat(26), 'static')).toBe(false);
  expect(isValidTxid('ab-c', 'static')).toBe(false);
  expect(isValidTxid('', 'static')).toBe(false);
});
