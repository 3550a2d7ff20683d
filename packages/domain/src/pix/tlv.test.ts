import { describe, expect, it } from 'vitest';
import { readTlv, writeTlv } from './tlv';

describe('readTlv', () => {
  it('splits fields in order', () => {
    expect(readTlv('000201010212')).toEqual({
      ok: true,
      fields: [
        { id: '00', value: '01' },
        { id: '01', value: '12' },
      ],
    });
    expect(readTlv('')).toEqual({ ok: true, fields: [] });
    expect(readTlv(`99${'99'}${'x'.repeat(99)}`)).toEqual({
      ok: true,
      fields: [{ id: '99', value: 'x'.repeat(99) }],
    });
  });
  it('says truncated when the text ends inside a field', () => {
    expect(readTlv('0002010')).toEqual({ ok: false, problem: 'truncated' });
    expect(readTlv('000201020')).toEqual({ ok: false, problem: 'truncated' });
    expect(readTlv('00020102051234')).toEqual({ ok: false, problem: 'truncated' });
  });
  it('says bad-length for ids and lengths that are not two digits, or length 00', () => {
    expect(readTlv('0a0201')).toEqual({ ok: false, problem: 'bad-length' });
    expect(readTlv('00 201')).toEqual({ ok: false, problem: 'bad-length' });
    expect(readTlv('00-101')).toEqual({ ok: false, problem: 'bad-length' });
    expect(readTlv('000201010012')).toEqual({ ok: false, problem: 'bad-length' });
  });
  it('says duplicate-field when an id repeats', () => {
    expect(readTlv('000201000201')).toEqual({ ok: false, problem: 'duplicate-field' });
  });
});

describe('writeTlv', () => {
  it('writes id, 2-digit length and value', () => {
    expect(writeTlv('59', 'Fulano de Tal')).toBe('5913Fulano de Tal');
    expect(writeTlv('05', '***')).toBe('0503***');
  });
  it('refuses empty values and values beyond 99 characters', () => {
    expect(() => writeTlv('02', '')).toThrow(RangeError);
    expect(() => writeTlv('02', 'x'.repeat(100))).toThrow(/1 to 99/);
  });
});
