import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatBrCodeAmount, readBrCodeAmount } from './brCodeAmount';

describe('formatBrCodeAmount', () => {
  it('writes centavos with a dot and two decimals, from the digits', () => {
    expect(formatBrCodeAmount(1050)).toBe('10.50');
    expect(formatBrCodeAmount(5)).toBe('0.05');
    expect(formatBrCodeAmount(100)).toBe('1.00');
    expect(formatBrCodeAmount(123456789)).toBe('1234567.89');
    // 0.1 + 0.2 style float errors cannot happen: 30 centavos is '0.30'.
    expect(formatBrCodeAmount(30)).toBe('0.30');
    expect(formatBrCodeAmount(999_999_999_999)).toBe('9999999999.99');
  });
  it('refuses what is not a positive whole number of centavos, or too long for 13 characters', () => {
    for (const bad of [0, -1, 10.5, Number.NaN, Infinity, 2 ** 53]) {
      expect(() => formatBrCodeAmount(bad)).toThrow(RangeError);
    }
    expect(() => formatBrCodeAmount(1_000_000_000_000)).toThrow(/13 characters/);
  });
});

describe('readBrCodeAmount', () => {
  it('reads decimal amounts with up to two decimals', () => {
    expect(readBrCodeAmount('10.50')).toBe(1050);
    expect(readBrCodeAmount('10.5')).toBe(1050);
    expect(readBrCodeAmount('10')).toBe(1000);
    expect(readBrCodeAmount('0.00')).toBe(0);
    expect(readBrCodeAmount('0001.01')).toBe(101);
    expect(readBrCodeAmount('9999999999.99')).toBe(999_999_999_999);
  });
  it('refuses commas, signs, three decimals, blanks and more than 13 characters', () => {
    for (const bad of [
      '10,50',
      '-1.00',
      '+1',
      '1.234',
      '.50',
      '1.',
      '',
      ' 1.00',
      '1e3',
      '12345678901.00',
    ]) {
      expect(readBrCodeAmount(bad), bad).toBeNull();
    }
  });
  it('round-trips every amount that fits', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 999_999_999_999 }), (cents) => {
        expect(readBrCodeAmount(formatBrCodeAmount(cents))).toBe(cents);
      }),
      { numRuns: 2000 },
    );
  });
});
