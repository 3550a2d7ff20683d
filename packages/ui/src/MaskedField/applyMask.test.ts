import { describe, expect, it } from 'vitest';
import { applyMask, caretAfterRaw, slotCount } from './applyMask';

const cpf = '999.999.999-99';
const cnpj = 'AA.AAA.AAA/AAAA-99';

describe('applyMask', () => {
  it.each([
    ['', ''],
    ['1', '1'],
    ['123', '123'],
    ['1234', '123.4'],
    ['12345678909', '123.456.789-09'],
    ['123.456.789-09', '123.456.789-09'],
    ['123456789091234', '123.456.789-09'],
  ])('CPF %j → %j', (input, text) => {
    expect(applyMask(cpf, input).text).toBe(text);
  });

  it('never leaves a separator at the end', () => {
    expect(applyMask(cpf, '123.').text).toBe('123');
    expect(applyMask('(99) 9999-9999', '11').text).toBe('(11');
  });

  it('writes leading separators only once a character arrives', () => {
    expect(applyMask('(99) 9999-9999', '').text).toBe('');
    expect(applyMask('(99) 9999-9999', '1').text).toBe('(1');
  });

  it('takes letters where the pattern allows them, uppercased, and drops them elsewhere', () => {
    expect(applyMask(cnpj, '12abc34501de35')).toEqual({
      text: '12.ABC.345/01DE-35',
      raw: '12ABC34501DE35',
    });
    // The two check digits of a CNPJ are always digits.
    expect(applyMask(cnpj, '12ABC34501DEX3Y5').raw).toBe('12ABC34501DE35');
    expect(applyMask(cpf, '1a2b3').raw).toBe('123');
  });

  it('counts slots', () => {
    expect(slotCount(cpf)).toBe(11);
    expect(slotCount(cnpj)).toBe(14);
  });
});

describe('caretAfterRaw', () => {
  it('puts the caret after the n-th kept character, past the separators before it', () => {
    const text = '123.456.789-09';
    expect(caretAfterRaw(cpf, text, 0)).toBe(0);
    expect(caretAfterRaw(cpf, text, 3)).toBe(3);
    expect(caretAfterRaw(cpf, text, 4)).toBe(5);
    expect(caretAfterRaw(cpf, text, 11)).toBe(14);
    expect(caretAfterRaw(cpf, '123.4', 9)).toBe(5);
  });
});
