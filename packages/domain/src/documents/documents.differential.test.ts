/**
 * Differential tests: our CPF/CNPJ answers against two well-kept libraries on thousands of
 * generated inputs (valid ones, one-character mutations of them, and random ones).
 */
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import * as brUtils from '@brazilian-utils/brazilian-utils';
import { cnpj as cnpjLib, cpf as cpfLib } from 'cpf-cnpj-validator';
import { completeCpf, formatCnpj, formatCpf, isValidCnpj, isValidCpf } from './index';

const DIGITS = '0123456789';
const ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

const chars = (alphabet: string, length: number) =>
  fc
    .array(fc.constantFrom(...alphabet), { minLength: length, maxLength: length })
    .map((list) => list.join(''));

/** Replace one character, so the input is near a valid one (most fail only the checksum). */
const mutate = (valid: fc.Arbitrary<string>, alphabet: string) =>
  fc.tuple(valid, fc.nat(), fc.constantFrom(...alphabet)).map(([value, at, char]) => {
    const index = at % value.length;
    return value.slice(0, index) + char + value.slice(index + 1);
  });

/** Completes a base with the oracle's own check digits, so valid inputs are seeded and shrinkable. */
const withCheckDigits = (base: string, digit: (digits: string) => number) => {
  const first = base + String(digit(base));
  return first + String(digit(first));
};

const validCpf = chars(DIGITS, 9).map((base) => withCheckDigits(base, cpfLib.verifierDigit));
const validCnpj = fc
  .oneof(chars(DIGITS, 12), chars(ALPHANUMERIC, 12))
  .map((base) => withCheckDigits(base, cnpjLib.verifierDigit));

describe('the generators', () => {
  it('produce valid documents, checked by both libraries', () => {
    for (const cpf of fc.sample(validCpf, 200)) {
      expect(brUtils.isValidCpf(cpf) || /^(\d)\1+$/.test(cpf)).toBe(true);
    }
    for (const cnpj of fc.sample(validCnpj, 200)) {
      expect(brUtils.isValidCnpj(cnpj, { version: 2 })).toBe(true);
    }
    expect(brUtils.isValidCnpj(brUtils.generateCnpj(2), { version: 2 })).toBe(true);
  });
});

describe('CPF against @brazilian-utils and cpf-cnpj-validator', () => {
  it('completes nine digits with the same check digits as cpf-cnpj-validator', () => {
    fc.assert(
      fc.property(chars(DIGITS, 9), (base) => {
        expect(completeCpf(base)).toBe(withCheckDigits(base, cpfLib.verifierDigit));
      }),
    );
  });

  it('agrees on generated, mutated and random CPFs, bare and masked', () => {
    const cpfs = fc.oneof(validCpf, mutate(validCpf, DIGITS), chars(DIGITS, 11));
    fc.assert(
      fc.property(cpfs, (cpf) => {
        const expected = brUtils.isValidCpf(cpf);
        expect(cpfLib.isValid(cpf)).toBe(expected);
        expect(isValidCpf(cpf)).toBe(expected);
        expect(isValidCpf(formatCpf(cpf))).toBe(expected);
        expect(formatCpf(cpf)).toBe(cpfLib.format(cpf));
      }),
      { numRuns: 5000 },
    );
  });

  it('agrees on the repeated-digit CPFs', () => {
    for (const digit of DIGITS) {
      const cpf = digit.repeat(11);
      expect(isValidCpf(cpf)).toBe(brUtils.isValidCpf(cpf));
    }
  });
});

describe('CNPJ against @brazilian-utils and cpf-cnpj-validator', () => {
  it('agrees on generated, mutated and random CNPJs (numeric and alphanumeric)', () => {
    const cnpjs = fc.oneof(
      validCnpj,
      mutate(validCnpj, ALPHANUMERIC),
      chars(DIGITS, 14),
      fc.tuple(chars(ALPHANUMERIC, 12), chars(DIGITS, 2)).map(([base, dv]) => base + dv),
    );
    fc.assert(
      fc.property(cnpjs, (cnpj) => {
        const expected = brUtils.isValidCnpj(cnpj, { version: 2 });
        expect(cnpjLib.isValid(cnpj)).toBe(expected);
        expect(isValidCnpj(cnpj)).toBe(expected);
        expect(isValidCnpj(formatCnpj(cnpj))).toBe(expected);
        expect(isValidCnpj(cnpj.toLowerCase())).toBe(expected);
      }),
      { numRuns: 5000 },
    );
  });

  it('masks like cpf-cnpj-validator', () => {
    fc.assert(
      fc.property(validCnpj, (cnpj) => {
        expect(formatCnpj(cnpj)).toBe(cnpjLib.format(cnpj));
      }),
      { numRuns: 500 },
    );
  });
});
