import { describe, expect, it } from 'vitest';
import { BCB_STATIC, BR_CODE_VECTORS, staticCode, withCrc } from './brCode.fixtures';
import { BR_CODE_MESSAGES } from './messages';
import { parseBrCode, type BrCodeErrorCode } from './parseBrCode';
import { writeTlv } from './tlv';

const pixAccount = (...subfields: string[]) =>
  writeTlv('00', 'br.gov.bcb.pix') + subfields.join('');

function expectError(input: unknown, code: BrCodeErrorCode, error?: string) {
  const result = parseBrCode(input);
  expect(result.ok, JSON.stringify(result)).toBe(false);
  if (result.ok) return;
  expect(result.code).toBe(code);
  if (error !== undefined) expect(result.error).toBe(error);
}

describe('parseBrCode — reference vectors (BCB manual, pix-utils tests and README, published codes)', () => {
  it.each(BR_CODE_VECTORS.map((vector) => [vector.source, vector]))('%s', (_, vector) => {
    expect(parseBrCode(vector.code)).toEqual({ ok: true, value: vector.expected });
  });
});

describe('parseBrCode — what it accepts', () => {
  it('reads every field of a full static code', () => {
    expect(parseBrCode(staticCode())).toEqual({
      ok: true,
      value: {
        pointOfInitiation: 'static',
        oneTime: false,
        key: 'fulano@exemplo.com',
        keyType: 'email',
        amountCents: 1050,
        name: 'Fulano de Tal',
        city: 'BRASILIA',
        txid: 'PEDIDO123',
        merchantCategoryCode: '0000',
        currency: '986',
        countryCode: 'BR',
      },
    });
  });

  it('trims whitespace around a pasted code and accepts a lowercase CRC', () => {
    expect(parseBrCode(` \n${BCB_STATIC}\n `).ok).toBe(true);
    expect(parseBrCode(BCB_STATIC.replace(/1D3D$/, '1d3d')).ok).toBe(true);
  });

  it('normalises the key to the DICT format', () => {
    const upper = staticCode({ '26': pixAccount(writeTlv('01', 'Fulano@Exemplo.COM')) });
    const result = parseBrCode(upper);
    expect(result.ok && result.value.key).toBe('fulano@exemplo.com');
    const phone = parseBrCode(staticCode({ '26': pixAccount(writeTlv('01', '+5511999999999')) }));
    expect(phone.ok && [phone.value.key, phone.value.keyType]).toEqual(['+5511999999999', 'phone']);
  });

  it("reads '01' = '11' as reusable and '12' as one-time", () => {
    const reusable = parseBrCode(withCrc(`000201010211${staticCode().slice(6, -8)}`));
    expect(reusable.ok && reusable.value.oneTime).toBe(false);
    const once = parseBrCode(withCrc(`000201010212${staticCode().slice(6, -8)}`));
    expect(once.ok && once.value.oneTime).toBe(true);
  });

  it('reads amounts written with one or no decimals, and treats 0.00 as open', () => {
    const read = (amount: string) => {
      const result = parseBrCode(staticCode({ '54': amount }));
      return result.ok ? result.value.amountCents : 'error';
    };
    expect(read('10.5')).toBe(1050);
    expect(read('7')).toBe(700);
    expect(read('0.00')).toBeUndefined();
    expect(read('0')).toBeUndefined();
  });

  it("has no txid for '***', a missing 62-05 or a missing 62", () => {
    for (const changes of [
      { '62': writeTlv('05', '***') },
      { '62': writeTlv('50', 'x') },
      { '62': null },
    ]) {
      const result = parseBrCode(staticCode(changes));
      expect(result.ok && result.value.txid).toBeUndefined();
    }
    const charge = 'a'.repeat(35);
    const long = parseBrCode(staticCode({ '62': writeTlv('05', charge) }));
    expect(long.ok && long.value.txid).toBe(charge);
  });

  it('finds the Pix template among 26–51 beside other arrangements', () => {
    const card = writeTlv('00', 'com.example.card') + writeTlv('01', '123');
    const code = withCrc(
      writeTlv('00', '01') +
        writeTlv('26', card) +
        writeTlv('27', pixAccount(writeTlv('01', '12345678909'))) +
        staticCode().slice(staticCode().indexOf('52040000'), -8),
    );
    const result = parseBrCode(code);
    expect(result.ok && result.value.key).toBe('12345678909');
    // A broken template of another arrangement does not spoil the Pix one.
    const broken = withCrc(
      writeTlv('00', '01') +
        writeTlv('26', '0099x') +
        writeTlv('27', pixAccount(writeTlv('01', '12345678909'))) +
        staticCode().slice(staticCode().indexOf('52040000'), -8),
    );
    expect(parseBrCode(broken).ok).toBe(true);
  });

  it('skips unknown fields and keeps names beyond their EMV limits', () => {
    const code = withCrc(
      staticCode()
        .slice(0, -8)
        .replace('5913Fulano de Tal', `5930${'N'.repeat(30)}`) +
        writeTlv('61', '70000000') +
        writeTlv('80', writeTlv('00', 'br.gov.bcb.pix') + writeTlv('25', 'rec.example.com/1')),
    );
    const result = parseBrCode(code);
    expect(result.ok && result.value.name).toBe('N'.repeat(30));
  });
});

describe('parseBrCode — failures, with pt-BR reasons', () => {
  it('empty input and non-strings, never throwing', () => {
    for (const input of [
      '',
      '  \n',
      undefined,
      null,
      0,
      42,
      {},
      [],
      [BCB_STATIC],
      Symbol('x'),
      () => BCB_STATIC,
    ]) {
      expectError(input, 'empty', BR_CODE_MESSAGES.empty);
    }
  });

  it('not a Pix code', () => {
    expectError('https://example.com', 'not-pix', BR_CODE_MESSAGES.notPix);
    expectError('34191.79001 01043.510047 91020.150008 1 96610000010000', 'not-pix');
    expectError(BCB_STATIC.replace('000201', '000202'), 'not-pix');
    // No merchant account template at all.
    expectError(staticCode({ '26': null }), 'not-pix', BR_CODE_MESSAGES.notPix);
  });

  it('too long for an EMV code', () => {
    expectError(`000201${'9'.repeat(600)}`, 'too-long', BR_CODE_MESSAGES.tooLong);
  });

  it('truncated: copied without its end', () => {
    expectError(BCB_STATIC.slice(0, 60), 'truncated', BR_CODE_MESSAGES.truncated);
    expectError(BCB_STATIC.slice(0, -2), 'truncated');
    // Cut exactly at a field boundary: everything reads, but the CRC is missing.
    expectError(BCB_STATIC.slice(0, -8), 'missing-crc', BR_CODE_MESSAGES.missingCrc);
  });

  it('bad lengths, at the top and inside templates', () => {
    expectError(
      BCB_STATIC.replace('5913Fulano', '59x3Fulano'),
      'bad-length',
      BR_CODE_MESSAGES.badLength,
    );
    expectError(BCB_STATIC.replace('5802BR', '5800BR'), 'bad-length');
    expectError(staticCode({ '26': '0014br.gov.bcb.pix0199x' }), 'bad-length');
    expectError(staticCode({ '62': '0599x' }), 'bad-length');
  });

  it('a field repeated', () => {
    expectError(
      withCrc(staticCode().slice(0, -8) + writeTlv('59', 'Outro')),
      'duplicate-field',
      BR_CODE_MESSAGES.duplicateField,
    );
  });

  it('the CRC missing, not last or wrong', () => {
    expectError(staticCode().slice(0, -8), 'missing-crc');
    expectError(`${staticCode().slice(0, -8)}6303ABC`, 'missing-crc');
    const crcNotLast = staticCode() + writeTlv('99', 'x');
    expectError(crcNotLast, 'missing-crc');
    expectError(BCB_STATIC.replace(/1D3D$/, '1D3E'), 'bad-crc', BR_CODE_MESSAGES.badCrc);
    expectError(BCB_STATIC.replace('Fulano', 'Fulana'), 'bad-crc');
    expectError(BCB_STATIC.replace(/1D3D$/, 'ZZZZ'), 'bad-crc');
  });

  it('an unknown point of initiation method', () => {
    expectError(
      withCrc(`000201010213${staticCode().slice(6, -8)}`),
      'invalid-point-of-initiation',
      BR_CODE_MESSAGES.invalidPointOfInitiation,
    );
  });

  it('another arrangement (GUI), not Pix', () => {
    const other = writeTlv('00', 'com.example.wallet') + writeTlv('01', 'fulano@exemplo.com');
    expectError(staticCode({ '26': other }), 'unknown-gui', BR_CODE_MESSAGES.unknownGui);
    expectError(staticCode({ '26': writeTlv('01', 'fulano@exemplo.com') }), 'unknown-gui');
  });

  it('no key nor location, both, or an invalid one', () => {
    expectError(staticCode({ '26': pixAccount(writeTlv('02', 'oi')) }), 'missing-key-and-url');
    expectError(
      staticCode({
        '26': pixAccount(writeTlv('01', '12345678909'), writeTlv('25', 'pix.example.com/x')),
      }),
      'key-and-url',
      BR_CODE_MESSAGES.keyAndUrl,
    );
    expectError(
      staticCode({ '26': pixAccount(writeTlv('01', '12345678900')) }),
      'invalid-key',
      BR_CODE_MESSAGES.invalidKey,
    );
    for (const url of [
      'http://pix.example.com/x',
      'pix.example.com/a b',
      'https://',
      'cobrança.example.com/x',
    ]) {
      expectError(
        staticCode({ '26': pixAccount(writeTlv('25', url)) }),
        'invalid-url',
        BR_CODE_MESSAGES.invalidUrl,
      );
    }
  });

  it('each mandatory field missing', () => {
    const labels: Record<string, string> = {
      '52': 'a categoria do recebedor',
      '53': 'a moeda',
      '58': 'o país',
      '59': 'o nome do recebedor',
      '60': 'a cidade do recebedor',
    };
    for (const [id, label] of Object.entries(labels)) {
      expectError(
        staticCode({ [id]: null }),
        'missing-field',
        BR_CODE_MESSAGES.missingField(label),
      );
    }
  });

  it('a bad category, currency or country', () => {
    expectError(staticCode({ '52': '00A0' }), 'invalid-merchant-category-code');
    expectError(staticCode({ '53': '840' }), 'wrong-currency', BR_CODE_MESSAGES.wrongCurrency);
    expectError(staticCode({ '58': 'PT' }), 'wrong-country', BR_CODE_MESSAGES.wrongCountry);
  });

  it('a bad amount or txid', () => {
    for (const amount of ['10,50', '1.234', '-5.00', 'abc', '12345678901.00']) {
      expectError(staticCode({ '54': amount }), 'invalid-amount', BR_CODE_MESSAGES.invalidAmount);
    }
    for (const txid of ['pedido-1', 'a'.repeat(36), '** *']) {
      expectError(
        staticCode({ '62': writeTlv('05', txid) }),
        'invalid-txid',
        BR_CODE_MESSAGES.invalidTxid,
      );
    }
  });
});
