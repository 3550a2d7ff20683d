import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  maskCpf,
  formatAddressLine,
  formatCep,
  formatCnpj,
  formatCpf,
  formatPhone,
  isValidCep,
  isValidCnpj,
  isValidCpf,
  normalizeBrazilianPhone,
  normalizeCep,
  normalizeCnpj,
  normalizeCpf,
} from './index';

describe('CPF', () => {
  it.each([
    '529.982.247-25',
    '52998224725',
    '111.444.777-35',
    '123.456.789-09',
    // the worked example of the Receita Federal's e-Financeira manual
    '280.012.389-38',
    ' 280 012 389 38 ',
    '000.000.001-91',
  ])('%j is valid', (cpf) => {
    expect(isValidCpf(cpf)).toBe(true);
  });

  it.each([
    '529.982.247-24',
    '529.982.247-15',
    '5299822472',
    '529982247250',
    '529.982.247-2a',
    '52.998.224.725',
    'abc',
    '',
    ...Array.from({ length: 10 }, (_, d) => String(d).repeat(11)),
    '111.111.111-11',
  ])('%j is not valid', (cpf) => {
    expect(isValidCpf(cpf)).toBe(false);
  });

  it('refuses a non-string', () => {
    expect(isValidCpf(52998224725 as unknown as string)).toBe(false);
  });

  it('normalizes and formats', () => {
    expect(normalizeCpf('529.982.247-25')).toBe('52998224725');
    expect(formatCpf('52998224725')).toBe('529.982.247-25');
    expect(formatCpf('529.982.247-25')).toBe('529.982.247-25');
    expect(formatCpf('')).toBe('');
    expect(formatCpf('529')).toBe('529');
    expect(formatCpf('5299')).toBe('529.9');
    expect(formatCpf('529982247')).toBe('529.982.247');
    expect(formatCpf('5299822472')).toBe('529.982.247-2');
    expect(formatCpf('52998224725999')).toBe('529.982.247-25');
  });
});

describe('CNPJ, numeric and alphanumeric', () => {
  it.each([
    '11.222.333/0001-81',
    '11222333000181',
    '54.550.752/0001-55',
    // Receita Federal's example of the alphanumeric CNPJ
    '12.ABC.345/01DE-35',
    '12ABC34501DE35',
    '12.abc.345/01de-35',
    ' 12 ABC 345 01DE 35 ',
  ])('%j is valid', (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(true);
  });

  it.each([
    '11.222.333/0001-82',
    '12.ABC.345/01DE-36',
    '12.ABC.345/01DE-3A',
    '12.ABÇ.345/01DE-35',
    '1122233300018',
    '112223330001811',
    '11.2223.33/0001-81',
    '',
    ...Array.from({ length: 10 }, (_, d) => String(d).repeat(14)),
    '00.000.000/0000-00',
  ])('%j is not valid', (cnpj) => {
    expect(isValidCnpj(cnpj)).toBe(false);
  });

  it('values letters as ASCII − 48 (A=17): a letter changes the check digits', () => {
    // '12ABC34501DE' → 3 and 5, by hand: the sums are 459 (459 mod 11 = 8 → 3) and 424 (6 → 5)
    expect(isValidCnpj('12ABC34501DE35')).toBe(true);
    expect(isValidCnpj('12ABD34501DE35')).toBe(false);
  });

  it('refuses a non-string', () => {
    expect(isValidCnpj(11222333000181 as unknown as string)).toBe(false);
  });

  it('normalizes and formats', () => {
    expect(normalizeCnpj('12.abc.345/01de-35')).toBe('12ABC34501DE35');
    expect(formatCnpj('12ABC34501DE35')).toBe('12.ABC.345/01DE-35');
    expect(formatCnpj('11222333000181')).toBe('11.222.333/0001-81');
    expect(formatCnpj('12abc')).toBe('12.ABC');
    expect(formatCnpj('12')).toBe('12');
    expect(formatCnpj('12ABC345')).toBe('12.ABC.345');
    expect(formatCnpj('12ABC34501DE')).toBe('12.ABC.345/01DE');
    expect(formatCnpj('12ABC34501DE3')).toBe('12.ABC.345/01DE-3');
    expect(formatCnpj('12.ABC.345/01DE-35XX')).toBe('12.ABC.345/01DE-35');
  });
});

describe('CEP', () => {
  it('accepts 8 digits, bare or masked', () => {
    for (const cep of ['01310-100', '01310100', '01.310-100', ' 70040-010 ']) {
      expect(isValidCep(cep)).toBe(true);
    }
    expect(normalizeCep('01.310-100')).toBe('01310100');
  });

  it('refuses the rest', () => {
    for (const cep of [
      '0131-0100',
      '0131010',
      '013101000',
      'abcde-fgh',
      '00000-000',
      '',
      '01310_100',
    ]) {
      expect(isValidCep(cep)).toBe(false);
    }
    expect(normalizeCep(1 as unknown as string)).toBeNull();
  });

  it('formats as far as it goes', () => {
    expect(formatCep('01310100')).toBe('01310-100');
    expect(formatCep('0131')).toBe('0131');
    expect(formatCep('013101')).toBe('01310-1');
    expect(formatCep('01310-1009')).toBe('01310-100');
  });

  it('prints an address on one line, leaving out what is unknown', () => {
    const address = {
      street: 'Avenida Paulista',
      number: '1000',
      complement: 'Apto 52',
      district: 'Bela Vista',
      city: 'São Paulo',
      state: 'SP',
      cep: '01310100',
    };
    expect(formatAddressLine(address)).toBe(
      'Avenida Paulista, 1000, Apto 52 · Bela Vista · São Paulo/SP · CEP 01310-100',
    );
    expect(formatAddressLine({ ...address, number: null, complement: null, district: null })).toBe(
      'Avenida Paulista · São Paulo/SP · CEP 01310-100',
    );
  });
});

describe('phone', () => {
  it.each([
    ['+55 (11) 91234-5678', '+5511912345678'],
    ['(11) 91234-5678', '+5511912345678'],
    ['11912345678', '+5511912345678'],
    ['5511912345678', '+5511912345678'],
    ['+5511912345678', '+5511912345678'],
    ['011 91234-5678', '+5511912345678'],
    ['(61) 3456-7890', '+556134567890'],
    ['556134567890', '+556134567890'],
    ['06134567890', '+556134567890'],
    // DDD 55 (RS) with a mobile: 11 digits are national, not a country code
    ['55912345678', '+5555912345678'],
  ])('%j → %j', (input, e164) => {
    expect(normalizeBrazilianPhone(input)).toBe(e164);
  });

  it.each([
    '',
    '+1 202 555 0100',
    '+55 (20) 91234-5678',
    '(11) 1234-5678',
    '(11) 81234-567',
    '(11) 6234-5678',
    '1191234567',
    '119123456789',
    '(11) 91234-5678 ramal 2',
    '0800 123 4567',
    '+55',
    '++5511912345678',
    'phone',
  ])('%j → null', (input) => {
    expect(normalizeBrazilianPhone(input)).toBeNull();
  });

  it('refuses a non-string', () => {
    expect(normalizeBrazilianPhone(11912345678 as unknown as string)).toBeNull();
  });

  it('formats for reading', () => {
    expect(formatPhone('+5511912345678')).toBe('(11) 91234-5678');
    expect(formatPhone('6134567890')).toBe('(61) 3456-7890');
    expect(formatPhone('123')).toBeNull();
  });

  it('never throws, and what it answers is E.164 that normalizes to itself (property)', () => {
    const phoneish = fc.stringMatching(/^\+?[\d ()-]{0,18}$/);
    fc.assert(
      fc.property(fc.oneof(fc.string(), phoneish), (input) => {
        const e164 = normalizeBrazilianPhone(input);
        if (e164 !== null) {
          expect(e164).toMatch(/^\+55\d{10,11}$/);
          expect(normalizeBrazilianPhone(e164)).toBe(e164);
          expect(normalizeBrazilianPhone(formatPhone(e164) as string)).toBe(e164);
        }
      }),
      { numRuns: 3000 },
    );
  });
});

describe('document parsers never throw (property)', () => {
  it('on arbitrary strings', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (input) => {
        for (const check of [isValidCpf, isValidCnpj, isValidCep]) {
          expect(typeof check(input)).toBe('boolean');
        }
        expect(isValidCpf(formatCpf(input))).toBe(isValidCpf(normalizeCpf(formatCpf(input))));
        formatCnpj(input);
        formatCep(input);
      }),
      { numRuns: 2000 },
    );
  });
});

describe('maskCpf', () => {
  it('shows only the middle six digits, as Pix shows a recipient', () => {
    expect(maskCpf('529.982.247-25')).toBe('***.982.247-**');
    expect(maskCpf('52998224725')).toBe('***.982.247-**');
  });
});
