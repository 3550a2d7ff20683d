import { describe, expect, it } from 'vitest';
import { encodeDynamicBrCode } from './encodeDynamicBrCode';

/** Manual de Padrões para Iniciação do Pix (BCB), dynamic example. */
const BCB_DYNAMIC =
  '00020101021226700014br.gov.bcb.pix2548pix.example.com/8b3da2f39a4140d1a91abd93113bd4415204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***630464E4';

const base = { url: 'pix.example.com/qr/v2/abc', name: 'Fulano de Tal', city: 'BRASILIA' };

describe('encodeDynamicBrCode — reference vectors', () => {
  it("reproduces the central bank's dynamic example byte for byte", () => {
    expect(
      encodeDynamicBrCode({
        url: 'pix.example.com/8b3da2f39a4140d1a91abd93113bd441',
        name: 'Fulano de Tal',
        city: 'BRASILIA',
        oneTime: true,
      }),
    ).toBe(BCB_DYNAMIC);
  });

  it("reproduces pix-utils' dynamic test codes (BCB sandbox location included)", () => {
    expect(
      encodeDynamicBrCode({
        url: 'qr-h.sandbox.pix.bcb.gov.br/rest/api/v2/cfe8166acaff4a62a18b7b766ef57c70',
        name: 'Pix',
        city: 'BRASILIA',
      }),
    ).toBe(
      '00020126940014br.gov.bcb.pix2572qr-h.sandbox.pix.bcb.gov.br/rest/api/v2/cfe8166acaff4a62a18b7b766ef57c705204000053039865802BR5903Pix6008BRASILIA62070503***6304C7D7',
    );
    expect(
      encodeDynamicBrCode({
        url: 'payload.psp.com/3ec9d2f9-5f03-4e0e-820d-63a81e769e87',
        name: 'Thales Ogliari',
        city: 'SÃO MIGUÉL DO O',
      }),
    ).toBe(
      '00020126740014br.gov.bcb.pix2552payload.psp.com/3ec9d2f9-5f03-4e0e-820d-63a81e769e875204000053039865802BR5914Thales Ogliari6015SAO MIGUEL DO O62070503***63040C64',
    );
  });
});

describe('encodeDynamicBrCode — fields', () => {
  it("writes the location without 'https://'", () => {
    expect(encodeDynamicBrCode({ ...base, url: 'https://pix.example.com/qr/v2/abc' })).toBe(
      encodeDynamicBrCode(base),
    );
    expect(encodeDynamicBrCode({ ...base, url: 'HTTPS://pix.example.com/qr/v2/abc' })).toContain(
      '2525pix.example.com/qr/v2/abc',
    );
    expect(encodeDynamicBrCode({ ...base, url: 'pix.example.com:8443/qr/v2/abc' })).toContain(
      '2530pix.example.com:8443/qr/v2/abc',
    );
  });

  it("writes '01' = '12' only for one-time codes", () => {
    expect(encodeDynamicBrCode({ ...base, oneTime: true }).startsWith('000201010212')).toBe(true);
    expect(encodeDynamicBrCode(base)).not.toContain('010212');
    expect(encodeDynamicBrCode({ ...base, oneTime: false }).startsWith('00020126')).toBe(true);
  });

  it('writes amount and txid when given', () => {
    const code = encodeDynamicBrCode({ ...base, amountCents: 25990, txid: 'COB123' });
    expect(code).toContain('5406259.905802BR');
    expect(code).toContain('62100506COB1236304');
  });

  it('accepts a 77-character location, the most field 26 holds', () => {
    const url = `pix.example.com/${'a'.repeat(61)}`;
    expect(url).toHaveLength(77);
    expect(encodeDynamicBrCode({ ...base, url })).toContain(`26990014br.gov.bcb.pix2577${url}`);
  });
});

describe('encodeDynamicBrCode — programmer errors throw RangeError', () => {
  it.each([
    ['an http location', 'http://pix.example.com/qr'],
    ['another scheme', 'ftp://pix.example.com/qr'],
    ['a location of 78 characters', `pix.example.com/${'a'.repeat(62)}`],
    ['an empty location', 'https://'],
    ['a location with spaces', 'pix.example.com/qr v2'],
    ['a path without host', '/qr/v2/abc'],
    ['a location with accents', 'pix.exemplo.com/cobrança'],
    ['a location that is no URL', 'pix.example.com:port/x'],
    ['a location that is not a string', 42 as unknown as string],
  ])('%s', (_, url) => {
    expect(() => encodeDynamicBrCode({ ...base, url })).toThrow(RangeError);
  });

  it('bad amount, name, city or txid', () => {
    expect(() => encodeDynamicBrCode({ ...base, amountCents: 0 })).toThrow(RangeError);
    expect(() => encodeDynamicBrCode({ ...base, name: '' })).toThrow(RangeError);
    expect(() => encodeDynamicBrCode({ ...base, city: '  ' })).toThrow(RangeError);
    expect(() => encodeDynamicBrCode({ ...base, txid: 'x'.repeat(26) })).toThrow(RangeError);
  });
});
