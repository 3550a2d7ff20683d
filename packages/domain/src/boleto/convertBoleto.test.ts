import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  BANK_VECTORS,
  COLLECTION_VECTORS,
  validBankBarcode,
  validCollectionBarcode,
  digitString,
} from './boleto.fixtures';
import { barcodeToLine, formatBoletoLine, lineToBarcode, parseBoleto } from './index';

describe('barcodeToLine / lineToBarcode', () => {
  it.each([...BANK_VECTORS, ...COLLECTION_VECTORS])('convert both ways: $source', (vector) => {
    expect(barcodeToLine(vector.barcode)).toBe(vector.line);
    expect(lineToBarcode(vector.line)).toBe(vector.barcode);
  });

  it('accept separators and reject anything that is not a barcode / line', () => {
    expect(lineToBarcode('00190.00009 07777.777009 00087.654182 6 49000000295295')).toBe(
      '00196490000002952950000007777777000008765418',
    );
    expect(barcodeToLine('0019649000000-29529500000077777-77000008765418')).toBe(
      '00190000090777777700900087654182649000000295295',
    );
    expect(barcodeToLine('123')).toBeNull();
    expect(barcodeToLine('x'.repeat(44))).toBeNull();
    expect(barcodeToLine(`845${'0'.repeat(41)}`)).toBeNull(); // value type 5 has no block digits
    expect(lineToBarcode('0'.repeat(44))).toBeNull();
    expect(lineToBarcode(`7${'0'.repeat(47)}`)).toBeNull();
    expect(lineToBarcode(undefined as unknown as string)).toBeNull();
  });

  it('round-trip barcode → line → barcode for both kinds', () => {
    fc.assert(
      fc.property(fc.oneof(validBankBarcode, validCollectionBarcode), (barcode) => {
        const line = barcodeToLine(barcode) as string;
        expect(line).toHaveLength(barcode.startsWith('8') ? 48 : 47);
        expect(lineToBarcode(line)).toBe(barcode);
        const parsed = parseBoleto(line, { today: '2026-11-22' });
        expect(parsed.ok && parsed.value.barcode).toBe(barcode);
        expect(parsed.ok && parsed.value.line).toBe(line);
      }),
      { numRuns: 3000 },
    );
  });

  it('round-trip for any 44 digits that are not a collection barcode with a bad value type', () => {
    fc.assert(
      fc.property(digitString(44), (barcode) => {
        const line = barcodeToLine(barcode);
        if (line === null) {
          expect(barcode[0]).toBe('8');
          expect('6789').not.toContain(barcode[2]);
        } else {
          expect(lineToBarcode(line)).toBe(barcode);
        }
      }),
      { numRuns: 2000 },
    );
  });

  it('round-trip line → barcode → line for valid lines', () => {
    fc.assert(
      fc.property(fc.oneof(validBankBarcode, validCollectionBarcode), (barcode) => {
        const line = barcodeToLine(barcode) as string;
        expect(barcodeToLine(lineToBarcode(line) as string)).toBe(line);
      }),
    );
  });
});

describe('formatBoletoLine', () => {
  it('lays out bank lines with dots and spaces, from a line or a barcode', () => {
    expect(formatBoletoLine('00190000090777777700900087654182649000000295295')).toBe(
      '00190.00009 07777.777009 00087.654182 6 49000000295295',
    );
    expect(formatBoletoLine('00196490000002952950000007777777000008765418')).toBe(
      '00190.00009 07777.777009 00087.654182 6 49000000295295',
    );
  });

  it('lays out collection lines as four blocks with their digits', () => {
    expect(formatBoletoLine('84610000000246100291100054603390069589506108')).toBe(
      '84610000000-5 24610029110-2 00546033900-4 69589506108-0',
    );
    expect(formatBoletoLine('846100000005246100291102005460339004695895061080')).toBe(
      '84610000000-5 24610029110-2 00546033900-4 69589506108-0',
    );
  });

  it('gives null for what is neither a line nor a barcode', () => {
    expect(formatBoletoLine('')).toBeNull();
    expect(formatBoletoLine('1'.repeat(46))).toBeNull();
    expect(formatBoletoLine(`1${'0'.repeat(47)}`)).toBeNull();
    expect(formatBoletoLine('abc')).toBeNull();
  });

  it('is idempotent and keeps the digits', () => {
    fc.assert(
      fc.property(fc.oneof(validBankBarcode, validCollectionBarcode), (barcode) => {
        const formatted = formatBoletoLine(barcode) as string;
        expect(formatBoletoLine(formatted)).toBe(formatted);
        expect(formatted.replace(/\D/g, '')).toBe(barcodeToLine(barcode));
        expect(parseBoleto(formatted).ok).toBe(true);
      }),
    );
  });
});
