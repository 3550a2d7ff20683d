import { describe, expect, it } from 'vitest';
import { saoPauloInstant } from '../calendar';
import { boletoLookupRequest } from '../forms';
import { BANK_VECTORS } from './boleto.fixtures';
import { boletoProcessingDay, boletoScheduleDay } from './boletoPayment';

describe('boletoProcessingDay', () => {
  it('is today on a business day before 22:00', () => {
    // Wednesday 2026-11-25
    expect(boletoProcessingDay(saoPauloInstant('2026-11-25', '21:59'))).toBe('2026-11-25');
  });

  it('is the next business day from 22:00', () => {
    expect(boletoProcessingDay(saoPauloInstant('2026-11-25', '22:00'))).toBe('2026-11-26');
    // Friday night → Monday
    expect(boletoProcessingDay(saoPauloInstant('2026-11-27', '23:30'))).toBe('2026-11-30');
  });

  it('is the next business day on a weekend or holiday', () => {
    expect(boletoProcessingDay(saoPauloInstant('2026-11-28', '10:00'))).toBe('2026-11-30');
    // Christmas (Friday) → Monday 28
    expect(boletoProcessingDay(saoPauloInstant('2026-12-25', '09:00'))).toBe('2026-12-28');
  });
});

describe('boletoScheduleDay', () => {
  const wednesdayMorning = saoPauloInstant('2026-11-25', '09:00');

  it('is the due date when it is a business day ahead', () => {
    expect(boletoScheduleDay('2026-11-26', wednesdayMorning)).toBe('2026-11-26');
  });

  it('moves a due date on a weekend or holiday to the next business day', () => {
    expect(boletoScheduleDay('2026-11-28', wednesdayMorning)).toBe('2026-11-30');
    expect(boletoScheduleDay('2026-12-25', wednesdayMorning)).toBe('2026-12-28');
  });

  it('is null when a payment now would be processed on that day or later', () => {
    expect(boletoScheduleDay('2026-11-25', wednesdayMorning)).toBeNull();
    expect(boletoScheduleDay('2026-11-20', wednesdayMorning)).toBeNull();
    // After 22:00 a payment now is processed tomorrow: tomorrow is not ahead of it.
    expect(boletoScheduleDay('2026-11-26', saoPauloInstant('2026-11-25', '22:30'))).toBeNull();
    expect(boletoScheduleDay('2026-11-27', saoPauloInstant('2026-11-25', '22:30'))).toBe(
      '2026-11-27',
    );
  });
});

describe('boletoLookupRequest', () => {
  const vector = BANK_VECTORS[0]!;

  it('reads a line, with its separators, as the barcode', () => {
    expect(boletoLookupRequest.parse({ line: vector.input })).toEqual({ line: vector.barcode });
  });

  it('names the block whose check digit is wrong', () => {
    const line = vector.line.split('');
    // Field 2 is digits 11–21; its last is its check digit.
    line[20] = String((Number(line[20]) + 1) % 10);
    const result = boletoLookupRequest.safeParse({ line: line.join('') });
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('BOLETO_BLOCK_2_CHECK_DIGIT');
  });

  it('names the general check digit and the length', () => {
    const line = vector.line.split('');
    line[32] = String((Number(line[32]) + 1) % 10);
    expect(boletoLookupRequest.safeParse({ line: line.join('') }).error?.issues[0]?.message).toBe(
      'BOLETO_GENERAL_CHECK_DIGIT',
    );
    expect(boletoLookupRequest.safeParse({ line: '123' }).error?.issues[0]?.message).toBe(
      'BOLETO_WRONG_LENGTH',
    );
  });
});

describe('collectionBarcode', () => {
  it('writes a utility bill that parseBoleto reads back, line and all', async () => {
    const { collectionBarcode, parseBoleto, barcodeToLine } = await import('./index');
    for (const valueType of [6, 8] as const) {
      const barcode = collectionBarcode({
        segment: 3,
        valueType,
        amount: 18_743,
        company: '0123' + '4'.repeat(25),
      });
      const read = parseBoleto(barcodeToLine(barcode)!);
      expect(read.ok && read.value).toMatchObject({
        kind: 'collection',
        barcode,
        segment: 3,
        valueType,
        amountCents: 18_743,
        companyId: '0123',
      });
    }
  });
});
