import { describe, expect, it } from 'vitest';
import { crc16 } from './crc16';
import { brCodeDescriptionLimit, encodeBrCode } from './encodeBrCode';
import { parseBrCode } from './parseBrCode';

/** Manual de Padrões para Iniciação do Pix (BCB), static example. */
const BCB_STATIC =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';

const base = { key: 'fulano@exemplo.com', name: 'Fulano de Tal', city: 'BRASILIA' };

describe('encodeBrCode — reference vectors', () => {
  it("reproduces the central bank's static example byte for byte", () => {
    expect(
      encodeBrCode({
        key: '123e4567-e12b-12d1-a456-426655440000',
        name: 'Fulano de Tal',
        city: 'BRASILIA',
      }),
    ).toBe(BCB_STATIC);
  });

  it("reproduces pix-utils' test and README codes", () => {
    // pix-utils tests/emvCodes.ts (before it began upper-casing names) and its README.
    expect(
      encodeBrCode({
        key: 'thalesog@me.com',
        description: 'Pedido 123',
        amountCents: 1000,
        name: 'Thales Ogliari',
        city: 'SAO MIGUEL DO O',
      }),
    ).toBe(
      '00020126510014br.gov.bcb.pix0115thalesog@me.com0210Pedido 123520400005303986540510.005802BR5914Thales Ogliari6015SAO MIGUEL DO O62070503***63044367',
    );
    expect(
      encodeBrCode({
        key: 'thalesog@me.com',
        description: 'Pedido 123',
        amountCents: 1000,
        name: 'THALES OGLIARI',
        city: 'SÃO MIGUÉL DO O',
      }),
    ).toBe(
      '00020126510014br.gov.bcb.pix0115thalesog@me.com0210Pedido 123520400005303986540510.005802BR5914THALES OGLIARI6015SAO MIGUEL DO O62070503***63040DC6',
    );
    expect(
      encodeBrCode({
        key: 'nubank@thalesog.com',
        description: 'Gerado por Pix-Utils',
        amountCents: 100,
        name: 'Thales Ogliari',
        city: 'Sao Paulo',
      }),
    ).toBe(
      '00020126650014br.gov.bcb.pix0119nubank@thalesog.com0220Gerado por Pix-Utils52040000530398654041.005802BR5914Thales Ogliari6009Sao Paulo62070503***63046069',
    );
  });
});

describe('encodeBrCode — fields', () => {
  it('writes the amount from whole centavos, never through a float', () => {
    expect(encodeBrCode({ ...base, amountCents: 1050 })).toContain('540510.50');
    expect(encodeBrCode({ ...base, amountCents: 1 })).toContain('54040.01');
    expect(encodeBrCode({ ...base, amountCents: 999_999_999_999 })).toContain('54139999999999.99');
    expect(encodeBrCode(base)).not.toMatch(/5802BR.*54\d\d/);
    expect(encodeBrCode(base)).not.toContain('5303986540');
  });

  it('normalises the key to the DICT format', () => {
    expect(encodeBrCode({ ...base, key: '123.456.789-09' })).toContain('011112345678909');
    expect(encodeBrCode({ ...base, key: '(11) 99999-9999' })).toContain('0114+5511999999999');
    expect(encodeBrCode({ ...base, key: 'Fulano@Exemplo.com' })).toContain(
      '0118fulano@exemplo.com',
    );
    expect(encodeBrCode({ ...base, key: '12.abc.345/01de-35' })).toContain('011412ABC34501DE35');
  });

  it('removes accents and cuts name at 25 and city at 15 characters (documented choice)', () => {
    const code = encodeBrCode({
      ...base,
      name: 'Maria Aparecida dos Santos Oliveira',
      city: 'São José dos Campos',
    });
    expect(code).toContain('5925Maria Aparecida dos Santo6015Sao Jose dos Ca62');
    const parsed = parseBrCode(code);
    expect(parsed.ok && parsed.value.name).toBe('Maria Aparecida dos Santo');
    expect(encodeBrCode({ ...base, name: 'João Gonçalves', city: 'Brasília' })).toContain(
      '5914Joao Goncalves6008Brasilia',
    );
  });

  it("writes the txid in 62-05, or '***' when absent", () => {
    expect(encodeBrCode(base)).toContain('62070503***6304');
    expect(encodeBrCode({ ...base, txid: 'PEDIDO123' })).toContain('62130509PEDIDO1236304');
    expect(encodeBrCode({ ...base, txid: 'a'.repeat(25) })).toContain(
      `6229${'0525'}${'a'.repeat(25)}`,
    );
  });

  it('writes the description in 26-02 without accents, and skips an empty one', () => {
    expect(encodeBrCode({ ...base, description: 'Almoço de sábado' })).toContain(
      '0216Almoco de sabado',
    );
    expect(encodeBrCode({ ...base, description: '  ' })).toBe(encodeBrCode(base));
  });

  it("omits field 01 (the manual's reusable static code) and ends in a valid CRC", () => {
    const code = encodeBrCode(base);
    expect(code.startsWith('00020126')).toBe(true);
    expect(code.slice(-8, -4)).toBe('6304');
    expect(code.slice(-4)).toBe(crc16(code.slice(0, -4)));
  });
});

describe('encodeBrCode — programmer errors throw RangeError', () => {
  it.each([
    ['a key that is not a Pix key', { key: 'not a key' }],
    ['a zero amount', { amountCents: 0 }],
    ['a negative amount', { amountCents: -100 }],
    ['a fractional amount', { amountCents: 10.5 }],
    ['an amount beyond 13 characters', { amountCents: 1_000_000_000_000 }],
    ['an empty name', { name: '   ' }],
    ['a name with nothing left without symbols', { name: '🍞🍞' }],
    ['an empty city', { city: '' }],
    ['a txid longer than 25', { txid: 'a'.repeat(26) }],
    ['a txid with symbols', { txid: 'pedido-1' }],
    ['an empty txid', { txid: '' }],
    ["a literal '***' txid", { txid: '***' }],
    ['a name that is not a string', { name: 42 as unknown as string }],
    ['a description that is not a string', { description: 42 as unknown as string }],
  ])('%s', (_, override) => {
    expect(() => encodeBrCode({ ...base, ...override })).toThrow(RangeError);
  });

  it('a description that does not fit beside the key, with the limit in the message', () => {
    const evp = '123e4567-e12b-12d1-a456-426655440000';
    expect(brCodeDescriptionLimit(evp)).toBe(99 - 18 - 40 - 4);
    const limit = brCodeDescriptionLimit(evp);
    const code = encodeBrCode({ ...base, key: evp, description: 'x'.repeat(limit) });
    expect(code).toContain(`26990014br.gov.bcb.pix0136${evp}02${limit}`);
    expect(() => encodeBrCode({ ...base, key: evp, description: 'x'.repeat(limit + 1) })).toThrow(
      `at most ${limit}`,
    );
    const longestEmail = `${'a'.repeat(65)}@example.com`;
    expect(brCodeDescriptionLimit(longestEmail)).toBe(0);
    expect(() => brCodeDescriptionLimit('???')).toThrow(RangeError);
  });
});
