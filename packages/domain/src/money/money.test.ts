import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatBasisPoints, formatBrl, isCents, parseBasisPoints, parseBrl } from './index';

describe('parseBrl', () => {
  it.each([
    ['1.234,56', 123456],
    ['R$ 1.234,56', 123456],
    ['R$1.234,56', 123456],
    ['R$\u00a01.234,56', 123456],
    ['  R$ 1.234,56  ', 123456],
    ['1234,5', 123450],
    ['1234,56', 123456],
    ['0,01', 1],
    ['0,1', 10],
    ['1234', 123400],
    ['1.234', 123400],
    ['1.234.567,89', 123456789],
    ['0', 0],
    ['0,00', 0],
    ['-0,00', 0],
    ['-10,00', -1000],
    ['-R$ 10,00', -1000],
    ['R$ -10,00', -1000],
    ['90.071.992.547.409,91', 9007199254740991],
  ])('%j → %d', (input, cents) => {
    expect(parseBrl(input)).toBe(cents);
  });

  it('never answers -0', () => {
    expect(Object.is(parseBrl('-0'), 0)).toBe(true);
  });

  it.each([
    '',
    '   ',
    'R$',
    'abc',
    '1,234.56',
    '12.34',
    '1.2345',
    '1.23,45',
    '1,234',
    '1,',
    ',50',
    '1.234,567',
    '--1',
    '-R$ -1',
    '+1',
    '1e3',
    '1 234,56',
    'R$ 1.234,56 reais',
    'US$ 10',
    '90.071.992.547.409,92',
    '99999999999999999999',
  ])('%j → null', (input) => {
    expect(parseBrl(input)).toBeNull();
  });

  it('answers null for a non-string', () => {
    expect(parseBrl(12 as unknown as string)).toBeNull();
  });

  it('never throws and answers only whole centavos (property)', () => {
    const amountish = fc.stringMatching(/^-?(R\$ ?)?[\d.,]{0,20}$/);
    fc.assert(
      fc.property(fc.oneof(fc.string(), amountish), (input) => {
        const cents = parseBrl(input);
        expect(cents === null || isCents(cents)).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('formatBrl', () => {
  it.each([
    [123456, 'R$ 1.234,56'],
    [0, 'R$ 0,00'],
    [1, 'R$ 0,01'],
    [10, 'R$ 0,10'],
    [100, 'R$ 1,00'],
    [100000000, 'R$ 1.000.000,00'],
    [-500, '-R$ 5,00'],
    [-0, 'R$ 0,00'],
    [9007199254740991, 'R$ 90.071.992.547.409,91'],
  ])('%d → %j, a no-break space after R$', (cents, text) => {
    expect(formatBrl(cents)).toBe(text.replace(' ', '\u00a0'));
  });

  it('refuses anything but whole centavos', () => {
    for (const bad of [
      1.5,
      Number.NaN,
      Number.POSITIVE_INFINITY,
      2 ** 53,
      '100' as unknown as number,
    ]) {
      expect(() => formatBrl(bad)).toThrow(RangeError);
    }
  });

  it('parseBrl reads back what formatBrl writes (property)', () => {
    fc.assert(
      fc.property(fc.maxSafeInteger(), (cents) => {
        expect(parseBrl(formatBrl(cents))).toBe(cents === 0 ? 0 : cents);
      }),
      { numRuns: 3000 },
    );
  });

  it('formatBrl writes back what parseBrl reads for canonical amounts (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10 ** 12 }), (cents) => {
        const text = formatBrl(cents);
        expect(formatBrl(parseBrl(text.replace('R$ ', '')) as number)).toBe(text);
      }),
    );
  });
});

describe('basis points', () => {
  it('formats and reads shares with two decimals', () => {
    expect(formatBasisPoints(200)).toBe('2,00%');
    expect(formatBasisPoints(1_050)).toBe('10,50%');
    expect(parseBasisPoints('2,5')).toBe(250);
    expect(parseBasisPoints('2,50 %')).toBe(250);
    expect(parseBasisPoints('0.07')).toBe(7);
    expect(parseBasisPoints('2,555')).toBeNull();
    expect(parseBasisPoints('abc')).toBeNull();
  });
});
