import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isValidCpf } from '../documents';
import { FIELD_ERROR_CODES } from '../forms/fieldErrors';
import { PIX_KEY_TYPES, parsePixKey, type PixKeyType } from './pixKey';

/** The DICT formats of each key type (DESIGN.md §7). */
const DICT_FORMAT: Record<PixKeyType, RegExp> = {
  cpf: /^[0-9]{11}$/,
  cnpj: /^[0-9A-Z]{14}$/,
  phone: /^\+[1-9][0-9]\d{1,14}$/,
  email: /^[^A-Z]{3,77}$/,
  evp: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/,
};

const ok = (type: PixKeyType, key: string) => ({ ok: true, type, key });
const fail = (code: string) => ({ ok: false, code });

describe('parsePixKey — CPF', () => {
  it('reads masked and bare CPFs with valid check digits', () => {
    expect(parsePixKey('123.456.789-09')).toEqual(ok('cpf', '12345678909'));
    expect(parsePixKey('12345678909')).toEqual(ok('cpf', '12345678909'));
    expect(parsePixKey('  529.982.247-25 \n')).toEqual(ok('cpf', '52998224725'));
  });
  it('refuses wrong check digits and repeated digits', () => {
    expect(parsePixKey('123.456.789-00')).toEqual(fail('PIX_KEY_CPF_INVALID'));
    expect(parsePixKey('111.111.111-11')).toEqual(fail('PIX_KEY_CPF_INVALID'));
    expect(parsePixKey('12345678900')).toEqual(fail('PIX_KEY_CPF_OR_PHONE'));
  });
});

describe('parsePixKey — CNPJ', () => {
  it('reads numeric and alphanumeric CNPJs, upper-cased', () => {
    expect(parsePixKey('11.222.333/0001-81')).toEqual(ok('cnpj', '11222333000181'));
    expect(parsePixKey('11222333000181')).toEqual(ok('cnpj', '11222333000181'));
    // Receita Federal's example of the alphanumeric CNPJ (in force since July 2026).
    expect(parsePixKey('12.ABC.345/01DE-35')).toEqual(ok('cnpj', '12ABC34501DE35'));
    expect(parsePixKey('12abc34501de35')).toEqual(ok('cnpj', '12ABC34501DE35'));
  });
  it('refuses wrong check digits', () => {
    expect(parsePixKey('11.222.333/0001-82')).toEqual(fail('PIX_KEY_CNPJ_INVALID'));
    expect(parsePixKey('12ABC34501DE36')).toEqual(fail('PIX_KEY_CNPJ_INVALID'));
  });
});

describe('parsePixKey — phone', () => {
  it('reads Brazilian mobiles as +55 E.164', () => {
    for (const typed of [
      '(11) 99999-9999',
      '11999999999',
      '+55 11 99999-9999',
      '+5511999999999',
      '5511999999999',
      '011 99999-9999',
    ]) {
      expect(parsePixKey(typed)).toEqual(ok('phone', '+5511999999999'));
    }
  });
  it('refuses landlines, unknown area codes, old 8-digit mobiles and other countries', () => {
    expect(parsePixKey('(11) 3456-7890')).toEqual(fail('PIX_KEY_PHONE_INVALID'));
    expect(parsePixKey('(20) 99999-9999')).toEqual(fail('PIX_KEY_CPF_OR_PHONE'));
    expect(parsePixKey('(11) 9999-9999')).toEqual(fail('PIX_KEY_PHONE_INVALID'));
    expect(parsePixKey('+1 415 555 2671')).toEqual(fail('PIX_KEY_PHONE_INVALID'));
  });
});

describe('parsePixKey — e-mail', () => {
  it('lower-cases and trims', () => {
    expect(parsePixKey(' Fulano.Tal@Exemplo.COM.br ')).toEqual(
      ok('email', 'fulano.tal@exemplo.com.br'),
    );
    expect(parsePixKey("o'brien+pix@mail.example")).toEqual(
      ok('email', "o'brien+pix@mail.example"),
    );
  });
  it('accepts 77 characters and refuses 78', () => {
    const at77 = `${'a'.repeat(65)}@example.com`;
    expect(at77).toHaveLength(77);
    expect(parsePixKey(at77)).toEqual(ok('email', at77));
    expect(parsePixKey(`a${at77}`)).toEqual(fail('PIX_KEY_EMAIL_TOO_LONG'));
  });
  it('refuses insane syntax', () => {
    for (const bad of [
      'fulano@',
      '@exemplo.com',
      'fulano@exemplo',
      'ful ano@exemplo.com',
      'fulano@@exemplo.com',
      '.fulano@exemplo.com',
      'fulano.@exemplo.com',
      'ful..ano@exemplo.com',
      'fulano@-exemplo.com',
      'fulano@exemplo-.com',
      'fulano@exemplo..com',
      'fulânô@exemplo.com',
    ]) {
      expect(parsePixKey(bad), bad).toEqual(fail('PIX_KEY_EMAIL_INVALID'));
    }
  });
});

describe('parsePixKey — EVP (chave aleatória)', () => {
  it('gives a lowercase UUID with hyphens', () => {
    expect(parsePixKey('123E4567-E12B-12D1-A456-426655440000')).toEqual(
      ok('evp', '123e4567-e12b-12d1-a456-426655440000'),
    );
    expect(parsePixKey('123e4567e12b12d1a456426655440000')).toEqual(
      ok('evp', '123e4567-e12b-12d1-a456-426655440000'),
    );
  });
  it('refuses partial hyphens, wrong lengths and non-hex', () => {
    expect(parsePixKey('123e4567e12b-12d1-a456-426655440000')).toEqual(fail('PIX_KEY_EVP_INVALID'));
    expect(parsePixKey('123e4567-e12b-12d1-a456-42665544000')).toEqual(fail('PIX_KEY_INVALID'));
    expect(parsePixKey('123e4567-e12b-12d1-a456-42665544000g')).toEqual(fail('PIX_KEY_INVALID'));
  });
});

describe('parsePixKey — ambiguity and the type hint', () => {
  // 119876543-74: a valid CPF, and also (11) 98765-4374, a valid mobile.
  const cpfAndPhone = '11987654374';

  it('reads 11 digits that are a valid CPF as a CPF by default', () => {
    expect(isValidCpf(cpfAndPhone)).toBe(true);
    expect(parsePixKey(cpfAndPhone)).toEqual(ok('cpf', cpfAndPhone));
  });
  it('reads them as a phone when told so, or when written +55', () => {
    expect(parsePixKey(cpfAndPhone, { type: 'phone' })).toEqual(ok('phone', '+5511987654374'));
    expect(parsePixKey(`+55${cpfAndPhone}`)).toEqual(ok('phone', '+5511987654374'));
  });
  it('only tries the hinted type, with its own reason', () => {
    expect(parsePixKey('11999999999', { type: 'cpf' })).toEqual(fail('PIX_KEY_CPF_INVALID'));
    expect(parsePixKey('12345678909', { type: 'cnpj' })).toEqual(fail('PIX_KEY_CNPJ_INVALID'));
    expect(parsePixKey('12345678909', { type: 'email' })).toEqual(fail('PIX_KEY_EMAIL_INVALID'));
    expect(parsePixKey('x'.repeat(70) + '@ex.com.br', { type: 'email' })).toEqual(
      fail('PIX_KEY_EMAIL_TOO_LONG'),
    );
    expect(parsePixKey('fulano@exemplo.com', { type: 'evp' })).toEqual(fail('PIX_KEY_EVP_INVALID'));
    expect(parsePixKey('11.222.333/0001-81', { type: 'cnpj' })).toEqual(
      ok('cnpj', '11222333000181'),
    );
  });
  it('throws RangeError on a hint that is not a key type', () => {
    expect(() => parsePixKey('12345678909', { type: 'iban' as PixKeyType })).toThrow(RangeError);
  });
});

describe('parsePixKey — failures', () => {
  it('asks for a key on empty input and on non-strings', () => {
    for (const input of ['', '   ', undefined, null, 42, {}, ['x']]) {
      expect(parsePixKey(input)).toEqual(fail('REQUIRED'));
    }
    expect(parsePixKey('12345678909', null as never)).toEqual(ok('cpf', '12345678909'));
  });
  it('explains from the shape of what was typed', () => {
    expect(parsePixKey('fulano@')).toEqual(fail('PIX_KEY_EMAIL_INVALID'));
    expect(parsePixKey('+55 11')).toEqual(fail('PIX_KEY_PHONE_INVALID'));
    expect(parsePixKey('1199999999')).toEqual(fail('PIX_KEY_PHONE_INVALID'));
    expect(parsePixKey('12.345.678/0001-00')).toEqual(fail('PIX_KEY_CNPJ_INVALID'));
    expect(parsePixKey('olá')).toEqual(fail('PIX_KEY_INVALID'));
  });
});

describe('parsePixKey — properties', () => {
  it('never throws on arbitrary strings; every key it gives is in the DICT format', () => {
    const keyish = fc.oneof(
      fc.string({ maxLength: 90 }),
      fc.string({ unit: 'grapheme', maxLength: 40 }),
      fc
        .array(fc.constantFrom(...'0123456789+()-. @abcdefABCDEF'), { maxLength: 40 })
        .map((chars) => chars.join('')),
    );
    fc.assert(
      fc.property(keyish, fc.constantFrom(undefined, ...PIX_KEY_TYPES), (input, type) => {
        const result = parsePixKey(input, { type });
        if (result.ok) {
          expect(result.key).toMatch(DICT_FORMAT[result.type]);
          if (type) expect(result.type).toBe(type);
          // A key in the DICT format reads back as itself.
          expect(parsePixKey(result.key, { type: result.type })).toEqual(result);
        } else {
          expect(FIELD_ERROR_CODES).toContain(result.code);
        }
      }),
      { numRuns: 3000 },
    );
  });

  it('reads generated keys of every type back as themselves', () => {
    const hex = (length: number) =>
      fc
        .array(fc.constantFrom(...'0123456789abcdef'), { minLength: length, maxLength: length })
        .map((chars) => chars.join(''));
    const evp = fc.tuple(hex(8), hex(4), hex(4), hex(4), hex(12)).map((parts) => parts.join('-'));
    const phone = fc
      .tuple(fc.constantFrom('11', '21', '61', '85', '99'), fc.integer({ min: 0, max: 99999999 }))
      .map(([area, number]) => `+55${area}9${String(number).padStart(8, '0')}`);
    fc.assert(
      fc.property(evp, (key) => {
        expect(parsePixKey(key)).toEqual(ok('evp', key));
        expect(parsePixKey(key.toUpperCase())).toEqual(ok('evp', key));
      }),
    );
    fc.assert(
      fc.property(phone, (key) => {
        expect(parsePixKey(key)).toEqual(ok('phone', key));
      }),
    );
  });
});
