/**
 * Differential tests: parseBoleto must give the same validity answer as independent, well-kept
 * libraries on thousands of generated valid and corrupted codes.
 *
 * Oracles:
 * - @brazilian-utils/brazilian-utils `isValidBoleto` (2.4.0): 47-digit bank lines, 48-digit
 *   collection lines and 44-digit collection barcodes; FEBRABAN's rules incl. module 11 with
 *   1 for remainders 0/1/10 (bank) and 0/0/1 (collection), segments 0 and 8 rejected.
 *   It has no 44-digit bank barcode support.
 * - boleto-brasileiro-validator `boletoBancarioCodigoBarras` (1.0.5) for 44-digit bank barcodes,
 *   with the same "0/10/11 → 1" rule.
 * Not used: @mrmgomes/boleto-utils 1.3.3, which rejects valid barcodes whose general digit is 1 by
 * the "0/10/11" rule and accepts lines whose general digit is wrong (DESIGN.md §7).
 *
 * One documented difference: both oracles accept any currency digit (brazilian-utils says so in
 * its docs: a leniency kept from 2.3.0), while a boleto paid here must be in reais (currency 9),
 * so parseBoleto answers 'invalid-currency' where they say valid. Due dates are not compared:
 * brazilian-utils picks the factor cycle with its own safety windows and maps factors below 1000
 * to no date; we pick the nearest cycle (DESIGN.md / task rule).
 */
import { getBoletoInfo, isValidBoleto } from '@brazilian-utils/brazilian-utils';
import { boletoBancarioCodigoBarras } from 'boleto-brasileiro-validator';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BANK_VECTORS,
  COLLECTION_VECTORS,
  GENERAL_DIGIT_ONE_BARCODES,
  digitString,
  validBankBarcode,
  validCollectionBarcode,
} from './boleto.fixtures';
import { barcodeToLine, parseBoleto } from './index';

/** What the oracles say about a string of digits. */
function oracleSaysValid(digits: string): boolean {
  if (digits.length === 44 && !digits.startsWith('8')) return boletoBancarioCodigoBarras(digits);
  return isValidBoleto(digits);
}

function expectSameAnswer(digits: string): 'agree' | 'currency' {
  const ours = parseBoleto(digits, { today: '2026-11-22' });
  const theirs = oracleSaysValid(digits);
  if (!ours.ok && ours.code === 'invalid-currency' && theirs) return 'currency';
  expect({ digits, valid: ours.ok }).toEqual({ digits, valid: theirs });
  return 'agree';
}

const replaceAt = (text: string, index: number, digit: string) =>
  text.slice(0, index) + digit + text.slice(index + 1);
const swapAt = (text: string, index: number) =>
  text.slice(0, index) + (text[index + 1] ?? '') + text[index] + text.slice(index + 2);

/** Every form of a valid boleto: bank line, bank barcode, collection line, collection barcode. */
const validCode = fc.oneof(
  validBankBarcode,
  validBankBarcode.map((barcode) => barcodeToLine(barcode) as string),
  validCollectionBarcode,
  validCollectionBarcode.map((barcode) => barcodeToLine(barcode) as string),
);

/** A valid code with one digit replaced by another. */
const substituted = fc
  .tuple(validCode, fc.nat(), fc.integer({ min: 1, max: 9 }))
  .map(([code, at, shift]) => {
    const index = at % code.length;
    return replaceAt(code, index, String((Number(code[index]) + shift) % 10));
  });

/** A valid code with two neighbouring digits swapped (the commonest typing slip after substitution). */
const transposed = fc
  .tuple(validCode, fc.nat())
  .map(([code, at]) => swapAt(code, at % (code.length - 1)));

describe('parseBoleto — differential against brazilian-utils and boleto-brasileiro-validator', () => {
  it('agrees on the public vectors, the "0/10/11 → 1" barcodes and their lines', () => {
    const codes = [
      ...BANK_VECTORS.flatMap((v) => [v.line, v.barcode]),
      ...COLLECTION_VECTORS.flatMap((v) => [v.line, v.barcode]),
      ...Object.values(GENERAL_DIGIT_ONE_BARCODES).flatMap((b) => [b, barcodeToLine(b) as string]),
    ];
    for (const code of codes) {
      expect(parseBoleto(code).ok).toBe(true);
      expect(oracleSaysValid(code)).toBe(true);
    }
  });

  it('agrees that generated valid codes of every kind are valid (4 000 codes)', () => {
    fc.assert(
      fc.property(validCode, (code) => {
        expect(expectSameAnswer(code)).toBe('agree');
        expect(parseBoleto(code).ok).toBe(true);
      }),
      { numRuns: 4000 },
    );
  });

  it('agrees on codes with one digit changed (4 000 codes)', () => {
    fc.assert(
      fc.property(substituted, (code) => {
        expectSameAnswer(code);
      }),
      { numRuns: 4000 },
    );
  });

  it('agrees on codes with two neighbouring digits swapped (4 000 codes)', () => {
    fc.assert(
      fc.property(transposed, (code) => {
        expectSameAnswer(code);
      }),
      { numRuns: 4000 },
    );
  });

  it('agrees on random digit strings of boleto lengths, and differs only on the currency digit', () => {
    let currency = 0;
    fc.assert(
      fc.property(
        fc.oneof(
          digitString(44),
          digitString(47),
          digitString(48),
          digitString(43).map((rest) => `8${rest}`),
          digitString(47).map((rest) => `8${rest}`),
        ),
        (code) => {
          if (expectSameAnswer(code) === 'currency') currency++;
        },
      ),
      { numRuns: 4000 },
    );
    // Random digits pass all check digits about once in 10⁴ (bank lines) or 10 (bank barcodes):
    // the currency rule is the only thing that separates us then.
    expect(currency).toBeLessThan(400);
  });

  it('reads the same bank code, amount and collection fields as brazilian-utils getBoletoInfo', () => {
    fc.assert(
      fc.property(
        fc
          .oneof(validBankBarcode, validCollectionBarcode)
          .map((barcode) => barcodeToLine(barcode) as string),
        (line) => {
          const ours = parseBoleto(line, { today: '2026-11-22' });
          const theirs = getBoletoInfo(line, { referenceDate: new Date(2026, 10, 22) });
          if (!ours.ok || !theirs) throw new Error(`both must read ${line}`);
          if (ours.value.kind === 'bank') {
            expect(theirs.bankCode).toBe(ours.value.bankCode);
            expect(theirs.amount).toBe(ours.value.amountCents);
            expect(theirs.expirationDate === null).toBe(ours.value.dueDateFactor < 1000);
          } else {
            expect(theirs.type).toBe('arrecadacao');
            expect(theirs.segment).toBe(ours.value.segment);
            expect(theirs.hasEffectiveValue).toBe(ours.value.amountCents !== null);
            if (ours.value.amountCents !== null) expect(theirs.amount).toBe(ours.value.amountCents);
          }
        },
      ),
      { numRuns: 2000 },
    );
  });
});
