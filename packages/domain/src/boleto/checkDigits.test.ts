import { describe, expect, it } from 'vitest';
import { bankMod11, collectionMod11, mod10, mod11Remainder } from './checkDigits';

describe('check digits', () => {
  it('módulo 10: FEBRABAN arrecadação layout §7 example 0123006789-6 → sum 37 → 3', () => {
    expect(mod10('01230067896')).toBe(3);
    expect(mod10('0000000000')).toBe(0);
    // Products above 9 count by their digits: 9 × 2 = 18 → 9.
    expect(mod10('9')).toBe(1);
  });

  it('módulo 11 of arrecadação: FEBRABAN §10 example 01230067896 → sum 176 → remainder 0 → 0', () => {
    expect(mod11Remainder('01230067896')).toBe(0);
    expect(collectionMod11('01230067896')).toBe(0);
  });

  it('módulo 11 of arrecadação: remainders 0 and 1 give 0, 10 gives 1, others 11 − remainder', () => {
    // Single digits weigh 2: remainder = 2d mod 11.
    expect(mod11Remainder('6')).toBe(1);
    expect(collectionMod11('6')).toBe(0);
    expect(mod11Remainder('5')).toBe(10);
    expect(collectionMod11('5')).toBe(1);
    expect(mod11Remainder('1')).toBe(2);
    expect(collectionMod11('1')).toBe(9);
  });

  it('módulo 11 of the bank barcode: 1 when 11 − remainder is 0, 10 or 11', () => {
    expect(bankMod11('0')).toBe(1); // remainder 0 → 11
    expect(bankMod11('6')).toBe(1); // remainder 1 → 10
    expect(bankMod11('5')).toBe(1); // remainder 10 → 1
    expect(bankMod11('1')).toBe(9);
    // Weights cycle 2..9 from the right: 1 at the 9th position from the right weighs 2 again.
    expect(mod11Remainder('100000000')).toBe(2);
  });
});
