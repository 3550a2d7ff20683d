import { describe, expect, it } from 'vitest';
import { BANK_VECTORS, COLLECTION_VECTORS, GENERAL_DIGIT_ONE_BARCODES } from './boleto.fixtures';
import { BOLETO_MESSAGES, barcodeToLine, parseBoleto } from './index';

describe('parseBoleto — bank boletos (public vectors)', () => {
  it.each(BANK_VECTORS)('$source', (vector) => {
    const result = parseBoleto(vector.input, { today: vector.today });
    expect(result).toEqual({
      ok: true,
      value: {
        kind: 'bank',
        barcode: vector.barcode,
        line: vector.line,
        bankCode: vector.bankCode,
        amountCents: vector.amountCents,
        dueDateFactor: vector.dueDateFactor,
        dueDate: vector.dueDate,
      },
    });
  });

  it.each(BANK_VECTORS)('reads the barcode and the bare line of $source alike', (vector) => {
    const fromBarcode = parseBoleto(vector.barcode, { today: vector.today });
    const fromLine = parseBoleto(vector.line, { today: vector.today });
    expect(fromBarcode).toEqual(fromLine);
    expect(fromLine.ok).toBe(true);
  });

  it('accepts the general check digit 1 when 11 − remainder is 11 or 10 (and rejects any other digit there)', () => {
    for (const barcode of Object.values(GENERAL_DIGIT_ONE_BARCODES)) {
      expect(barcode[4]).toBe('1');
      const result = parseBoleto(barcode, { today: '2019-05-01' });
      expect(result.ok).toBe(true);
      expect(parseBoleto(barcodeToLine(barcode) as string, { today: '2019-05-01' }).ok).toBe(true);
      for (const digit of '023456789') {
        const wrong = `${barcode.slice(0, 4)}${digit}${barcode.slice(5)}`;
        expect(parseBoleto(wrong)).toMatchObject({ ok: false, code: 'bad-general-check-digit' });
      }
    }
    expect(
      parseBoleto(GENERAL_DIGIT_ONE_BARCODES.remainder0, { today: '2019-05-01' }),
    ).toMatchObject({
      ok: true,
      value: { amountCents: 100002, dueDate: '2019-05-31' },
    });
  });

  it('maps the factor to the cycle nearest to today: before and after the 2025-02-22 restart', () => {
    const factor1000 = '00190000090114971860168524522114210000000102656';
    const dueOn = (today: string) => {
      const result = parseBoleto(factor1000, { today });
      return result.ok ? result.value.dueDate : result.error;
    };
    expect(dueOn('2000-07-01')).toBe('2000-07-03');
    expect(dueOn('2012-10-27')).toBe('2000-07-03');
    expect(dueOn('2012-10-28')).toBe('2025-02-22'); // exactly halfway: the later cycle
    expect(dueOn('2025-02-22')).toBe('2025-02-22');
    expect(dueOn('2037-06-18')).toBe('2025-02-22');
    expect(dueOn('2037-06-19')).toBe('2049-10-14'); // halfway to the next restart
    // A factor printed in 2018 keeps its 2018 date in 2025, and a 2025 boleto its 2025 date.
    const bb2018 = '00190000090114971860168524522114675860000102656';
    const result = parseBoleto(bb2018, { today: '2025-06-15' });
    expect(result.ok && result.value.dueDate).toBe('2018-07-15');
  });

  it('accepts a Date as today, read in São Paulo', () => {
    const factor9999 = '00190000090114971860168524522114799990000102656';
    const result = parseBoleto(factor9999, { today: new Date('2025-02-21T12:00:00-03:00') });
    expect(result.ok && result.value.dueDate).toBe('2025-02-21');
    // 2012-10-28T01:30Z is still the 27th in São Paulo (UTC−2 that night): the old cycle wins.
    const factor1000 = '00190000090114971860168524522114210000000102656';
    const atMidnight = parseBoleto(factor1000, { today: new Date('2012-10-28T01:30:00Z') });
    expect(atMidnight.ok && atMidnight.value.dueDate).toBe('2000-07-03');
  });

  it('defaults today to the current date in São Paulo', () => {
    const result = parseBoleto('00190000090114971860168524522114210000000102656');
    expect(result.ok).toBe(true);
    // Factor 1000 is 2025-02-22 from late 2012 until mid 2037, which includes every day this suite can run.
    expect(result.ok && result.value.dueDate).toBe('2025-02-22');
  });

  it('rejects an invalid today', () => {
    expect(parseBoleto(BANK_VECTORS[0]!.line, { today: '2025-02-30' })).toEqual({
      ok: false,
      code: 'invalid-today',
      error: BOLETO_MESSAGES.invalidToday,
    });
    expect(parseBoleto(BANK_VECTORS[0]!.line, { today: new Date(Number.NaN) })).toMatchObject({
      code: 'invalid-today',
    });
  });
});

describe('parseBoleto — collection boletos (public vectors)', () => {
  it.each(COLLECTION_VECTORS)('$source', (vector) => {
    expect(parseBoleto(vector.input)).toEqual({
      ok: true,
      value: {
        kind: 'collection',
        barcode: vector.barcode,
        line: vector.line,
        segment: vector.segment,
        valueType: vector.valueType,
        amountCents: vector.amountCents,
        companyId: vector.companyId,
        dueDate: null,
      },
    });
    expect(parseBoleto(vector.barcode)).toEqual(parseBoleto(vector.line));
  });

  it('reads the 8-digit CNPJ root as the company of segment 6 (carnês)', () => {
    // Built for this test: segment 6, value type 6, R$ 10,00, CNPJ root 12345678, then the one
    // general digit that makes it valid.
    const withDigit = (dv: number) => `866${dv}${'00000001000'}${'12345678'}${'0'.repeat(21)}`;
    expect(withDigit(0)).toHaveLength(44);
    const valid = [...Array(10).keys()].map(withDigit).filter((b) => parseBoleto(b).ok);
    expect(valid).toHaveLength(1);
    expect(parseBoleto(valid[0]!)).toMatchObject({
      ok: true,
      value: { segment: 6, companyId: '12345678', amountCents: 1000 },
    });
  });
});

describe('parseBoleto — errors', () => {
  const bankLine = '00190000090114971860168524522114675860000102656';
  const collectionLine = '846100000005246100291102005460339004695895061080';

  it('says which length was given', () => {
    expect(parseBoleto('123')).toEqual({
      ok: false,
      code: 'wrong-length',
      error: BOLETO_MESSAGES.wrongLength(3),
    });
    expect(parseBoleto('')).toMatchObject({ code: 'wrong-length' });
    expect(parseBoleto(bankLine.slice(1))).toMatchObject({ code: 'wrong-length' });
    expect(parseBoleto(`${bankLine}00`)).toMatchObject({ code: 'wrong-length' });
    expect(BOLETO_MESSAGES.wrongLength(3)).toBe(
      'O código do boleto deve ter 47 dígitos (boleto bancário), 48 (conta de consumo ou tributo) ou 44 (código de barras); foram informados 3.',
    );
  });

  it('rejects anything but digits and separators', () => {
    expect(parseBoleto(`${bankLine.slice(0, 10)}a${bankLine.slice(11)}`)).toEqual({
      ok: false,
      code: 'invalid-characters',
      error: BOLETO_MESSAGES.invalidCharacters,
    });
    expect(parseBoleto(`${bankLine}/`)).toMatchObject({ code: 'invalid-characters' });
    // Fullwidth and Arabic-Indic digits are not boleto digits.
    expect(parseBoleto('０'.repeat(47))).toMatchObject({ code: 'invalid-characters' });
    expect(parseBoleto(null as unknown as string)).toMatchObject({ code: 'invalid-characters' });
  });

  it('ignores dots, spaces, dashes, tabs and line breaks', () => {
    expect(
      parseBoleto(`\t ${bankLine.slice(0, 5)}.${bankLine.slice(5, 20)}-\n${bankLine.slice(20)} `)
        .ok,
    ).toBe(true);
  });

  it('names the bank field whose check digit is wrong', () => {
    const flip = (index: number) =>
      `${bankLine.slice(0, index)}${(Number(bankLine[index]) + 1) % 10}${bankLine.slice(index + 1)}`;
    expect(parseBoleto(flip(9))).toEqual({
      ok: false,
      code: 'bad-field-check-digit',
      field: 1,
      error: 'Dígito verificador do campo 1 inválido. Confira a digitação.',
    });
    expect(parseBoleto(flip(20))).toMatchObject({ code: 'bad-field-check-digit', field: 2 });
    expect(parseBoleto(flip(31))).toMatchObject({ code: 'bad-field-check-digit', field: 3 });
    expect(parseBoleto(flip(32))).toEqual({
      ok: false,
      code: 'bad-general-check-digit',
      error: 'Dígito verificador geral inválido. Confira a digitação.',
    });
    // Amount changed: only the general digit can tell.
    expect(parseBoleto(flip(46))).toMatchObject({ code: 'bad-general-check-digit' });
  });

  it('names the collection block whose check digit is wrong', () => {
    for (const block of [1, 2, 3, 4]) {
      const index = block * 12 - 1;
      const wrong = `${collectionLine.slice(0, index)}${(Number(collectionLine[index]) + 1) % 10}${collectionLine.slice(index + 1)}`;
      expect(parseBoleto(wrong)).toMatchObject({
        ok: false,
        code: 'bad-field-check-digit',
        field: block,
      });
    }
    const barcode = '84610000000246100291100054603390069589506108';
    expect(parseBoleto(`8469${barcode.slice(4)}`)).toMatchObject({
      code: 'bad-general-check-digit',
    });
  });

  it('rejects a 48-digit line that does not start with 8', () => {
    expect(parseBoleto(`7${collectionLine.slice(1)}`)).toEqual({
      ok: false,
      code: 'unknown-format',
      error: BOLETO_MESSAGES.unknownFormat,
    });
  });

  it('rejects value identifiers other than 6–9 and the unassigned segments 0 and 8', () => {
    expect(parseBoleto(`845${collectionLine.slice(3)}`)).toMatchObject({
      code: 'invalid-value-type',
    });
    expect(parseBoleto(`806${collectionLine.slice(3)}`)).toMatchObject({ code: 'invalid-segment' });
    expect(parseBoleto(`886${collectionLine.slice(3)}`)).toMatchObject({ code: 'invalid-segment' });
    const barcode = '84610000000246100291100054603390069589506108';
    expect(parseBoleto(`841${barcode.slice(3)}`)).toMatchObject({ code: 'invalid-value-type' });
  });

  it('rejects bank boletos in a currency other than the real (9)', () => {
    // brazilian-utils' fixture with currency 7 and recomputed field 1 and general digits.
    expect(parseBoleto('00170000010114971860168524522114275860000102656')).toEqual({
      ok: false,
      code: 'invalid-currency',
      error: BOLETO_MESSAGES.invalidCurrency,
    });
  });
});
