import { cnpj as cnpjOracle, cpf as cpfOracle } from 'cpf-cnpj-validator';
import fc from 'fast-check';
import { crc16 } from './crc16';
import { writeTlv } from './tlv';

/** Manual de Padrões para Iniciação do Pix (Banco Central do Brasil), section 2 examples. */
export const BCB_STATIC =
  '00020126580014br.gov.bcb.pix0136123e4567-e12b-12d1-a456-4266554400005204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***63041D3D';
export const BCB_DYNAMIC =
  '00020101021226700014br.gov.bcb.pix2548pix.example.com/8b3da2f39a4140d1a91abd93113bd4415204000053039865802BR5913Fulano de Tal6008BRASILIA62070503***630464E4';

/** A code we expect to read, and the fields we expect from it. */
export interface BrCodeVector {
  source: string;
  code: string;
  expected: Record<string, unknown>;
}

const common = { merchantCategoryCode: '0000', currency: '986', countryCode: 'BR' };

export const BR_CODE_VECTORS: BrCodeVector[] = [
  {
    source: 'BCB manual, static',
    code: BCB_STATIC,
    expected: {
      ...common,
      pointOfInitiation: 'static',
      oneTime: false,
      key: '123e4567-e12b-12d1-a456-426655440000',
      keyType: 'evp',
      name: 'Fulano de Tal',
      city: 'BRASILIA',
    },
  },
  {
    source: 'BCB manual, dynamic',
    code: BCB_DYNAMIC,
    expected: {
      ...common,
      pointOfInitiation: 'dynamic',
      oneTime: true,
      url: 'pix.example.com/8b3da2f39a4140d1a91abd93113bd441',
      name: 'Fulano de Tal',
      city: 'BRASILIA',
    },
  },
  {
    source: 'pix-utils tests (first emvCodes)',
    code: '00020126510014br.gov.bcb.pix0115thalesog@me.com0210Pedido 123520400005303986540510.005802BR5914Thales Ogliari6002SC62070503***6304E5AB',
    expected: {
      ...common,
      pointOfInitiation: 'static',
      oneTime: false,
      key: 'thalesog@me.com',
      keyType: 'email',
      description: 'Pedido 123',
      amountCents: 1000,
      name: 'Thales Ogliari',
      city: 'SC',
    },
  },
  {
    source: 'pix-utils tests, STATIC_TEST_EMV',
    code: '00020126510014br.gov.bcb.pix0115thalesog@me.com0210Pedido 123520400005303986540510.005802BR5914THALES OGLIARI6015SAO MIGUEL DO O62070503***63040DC6',
    expected: {
      ...common,
      pointOfInitiation: 'static',
      oneTime: false,
      key: 'thalesog@me.com',
      keyType: 'email',
      description: 'Pedido 123',
      amountCents: 1000,
      name: 'THALES OGLIARI',
      city: 'SAO MIGUEL DO O',
    },
  },
  {
    source: 'pix-utils tests, STATIC_TEST_NO_VALUE_EMV (amount 0.00 = payer chooses)',
    code: '00020126510014br.gov.bcb.pix0115thalesog@me.com0210Pedido 12352040000530398654040.005802BR5914Thales Ogliari6015SAO MIGUEL DO O62070503***63044406',
    expected: {
      ...common,
      pointOfInitiation: 'static',
      oneTime: false,
      key: 'thalesog@me.com',
      keyType: 'email',
      description: 'Pedido 123',
      name: 'Thales Ogliari',
      city: 'SAO MIGUEL DO O',
    },
  },
  {
    source: 'pix-utils tests, STATIC_TEST_NO_VALUE_ELEMENT_EMV',
    code: '00020126510014br.gov.bcb.pix0115thalesog@me.com0210Pedido 1235204000053039865802BR5914THALES OGLIARI6015SAO MIGUEL DO O62070503***630462CA',
    expected: {
      ...common,
      pointOfInitiation: 'static',
      oneTime: false,
      key: 'thalesog@me.com',
      keyType: 'email',
      description: 'Pedido 123',
      name: 'THALES OGLIARI',
      city: 'SAO MIGUEL DO O',
    },
  },
  {
    source: 'pix-utils tests, STATIC_TEST_EMV_NUBANK (upper-case GUI, postal code 61)',
    code: '00020126580014BR.GOV.BCB.PIX0119nubank@thalesog.com0213PIX de Testes52040000530398654041.005802BR5914Thales Ogliari6009SAO PAULO61080540900062070503***6304581E',
    expected: {
      ...common,
      pointOfInitiation: 'static',
      oneTime: false,
      key: 'nubank@thalesog.com',
      keyType: 'email',
      description: 'PIX de Testes',
      amountCents: 100,
      name: 'Thales Ogliari',
      city: 'SAO PAULO',
    },
  },
  {
    source: 'pix-utils tests, DYNAMIC_TEST_EMV (BCB sandbox location)',
    code: '00020126940014br.gov.bcb.pix2572qr-h.sandbox.pix.bcb.gov.br/rest/api/v2/cfe8166acaff4a62a18b7b766ef57c705204000053039865802BR5903Pix6008BRASILIA62070503***6304C7D7',
    expected: {
      ...common,
      pointOfInitiation: 'dynamic',
      oneTime: false,
      url: 'qr-h.sandbox.pix.bcb.gov.br/rest/api/v2/cfe8166acaff4a62a18b7b766ef57c70',
      name: 'Pix',
      city: 'BRASILIA',
    },
  },
  {
    source: 'pix-utils tests, DYNAMIC_TEST_EMV',
    code: '00020126740014br.gov.bcb.pix2552payload.psp.com/3ec9d2f9-5f03-4e0e-820d-63a81e769e875204000053039865802BR5914THALES OGLIARI6015SAO MIGUEL DO O62070503***630442C5',
    expected: {
      ...common,
      pointOfInitiation: 'dynamic',
      oneTime: false,
      url: 'payload.psp.com/3ec9d2f9-5f03-4e0e-820d-63a81e769e87',
      name: 'THALES OGLIARI',
      city: 'SAO MIGUEL DO O',
    },
  },
  {
    source: 'pix-utils tests, DYNAMIC_TEST_NORMALIZED_NAME',
    code: '00020126740014br.gov.bcb.pix2552payload.psp.com/3ec9d2f9-5f03-4e0e-820d-63a81e769e875204000053039865802BR5912BARBARA PELE6015SAO MIGUEL DO O62070503***63040433',
    expected: {
      ...common,
      pointOfInitiation: 'dynamic',
      oneTime: false,
      url: 'payload.psp.com/3ec9d2f9-5f03-4e0e-820d-63a81e769e87',
      name: 'BARBARA PELE',
      city: 'SAO MIGUEL DO O',
    },
  },
  {
    source: 'pix-utils README, static',
    code: '00020126650014br.gov.bcb.pix0119nubank@thalesog.com0220Gerado por Pix-Utils52040000530398654041.005802BR5914Thales Ogliari6015SAO MIGUEL DO O62070503***6304059A',
    expected: {
      ...common,
      pointOfInitiation: 'static',
      oneTime: false,
      key: 'nubank@thalesog.com',
      keyType: 'email',
      description: 'Gerado por Pix-Utils',
      amountCents: 100,
      name: 'Thales Ogliari',
      city: 'SAO MIGUEL DO O',
    },
  },
  {
    source: "pix-utils README, dynamic (location written with 'https://', read without)",
    code: '00020126540014br.gov.bcb.pix2532https://pix.thalesogliari.com.br5204000053039865802BR5914Thales Ogliari6009SAO PAULO62070503***63043FD3',
    expected: {
      ...common,
      pointOfInitiation: 'dynamic',
      oneTime: false,
      url: 'pix.thalesogliari.com.br',
      name: 'Thales Ogliari',
      city: 'SAO PAULO',
    },
  },
  {
    source: "published Mercado Pago code (reusable dynamic, '01' = '11', txid)",
    code: '00020101021126810014BR.GOV.BCB.PIX2559pix-qr.mercadopago.com/instore/ol/v2/3Z92vwxO3Le6HS6SjSFvON5204000053039865802BR5923Joao Victor Concurseiro6009SAO PAULO62080504mpis6304342A',
    expected: {
      ...common,
      pointOfInitiation: 'dynamic',
      oneTime: false,
      url: 'pix-qr.mercadopago.com/instore/ol/v2/3Z92vwxO3Le6HS6SjSFvON',
      txid: 'mpis',
      name: 'Joao Victor Concurseiro',
      city: 'SAO PAULO',
    },
  },
  {
    source: 'published BS2 code (upper-case GUI, amount, postal code)',
    code: '00020126890014BR.GOV.BCB.PIX2567api-pix.bancobs2.com.br/spi/v2/cdbd7c5c-0465-41da-bf4f-2abc393011ec520400005303986540510.305802BR5908PAGSMILE6014Belo Horizonte61083038040362070503***63044D55',
    expected: {
      ...common,
      pointOfInitiation: 'dynamic',
      oneTime: false,
      url: 'api-pix.bancobs2.com.br/spi/v2/cdbd7c5c-0465-41da-bf4f-2abc393011ec',
      amountCents: 1030,
      name: 'PAGSMILE',
      city: 'Belo Horizonte',
    },
  },
];

/** Appends field 63 with the right CRC, so a test can build a code field by field. */
export function withCrc(body: string): string {
  const payload = `${body}6304`;
  return payload + crc16(payload);
}

/** A valid static code's fields, to drop or replace one at a time. */
export const STATIC_FIELDS: ReadonlyArray<readonly [string, string]> = [
  ['00', '01'],
  ['26', writeTlv('00', 'br.gov.bcb.pix') + writeTlv('01', 'fulano@exemplo.com')],
  ['52', '0000'],
  ['53', '986'],
  ['54', '10.50'],
  ['58', 'BR'],
  ['59', 'Fulano de Tal'],
  ['60', 'BRASILIA'],
  ['62', writeTlv('05', 'PEDIDO123')],
];

/** A code from STATIC_FIELDS with some fields replaced (value) or dropped (null). */
export function staticCode(changes: Record<string, string | null> = {}): string {
  const fields = STATIC_FIELDS.map(([id, value]) => [id, id in changes ? changes[id] : value]);
  return withCrc(
    fields
      .filter((field): field is [string, string] => field[1] !== null && field[1] !== undefined)
      .map(([id, value]) => writeTlv(id, value))
      .join(''),
  );
}

// ---- Generators for property and differential tests ----

const chars = (alphabet: string, minLength: number, maxLength = minLength) =>
  fc.array(fc.constantFrom(...alphabet), { minLength, maxLength }).map((list) => list.join(''));

const DIGITS = '0123456789';
const UPPER_ALPHANUMERIC = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const LOWER_ALPHANUMERIC = '0123456789abcdefghijklmnopqrstuvwxyz';

/** Completes a document base with check digits computed by cpf-cnpj-validator (the oracle). */
const withCheckDigits = (base: string, digit: (digits: string) => number) => {
  const first = base + String(digit(base));
  return first + String(digit(first));
};

export const arbitraryCpf = chars(DIGITS, 9)
  .filter((base) => !/^(\d)\1+$/.test(base))
  .map((base) => withCheckDigits(base, cpfOracle.verifierDigit));
export const arbitraryCnpj = fc
  .oneof(chars(DIGITS, 12), chars(UPPER_ALPHANUMERIC, 12))
  .filter((base) => !/^(.)\1+$/.test(base))
  .map((base) => withCheckDigits(base, cnpjOracle.verifierDigit));
const label = fc
  .tuple(
    chars(LOWER_ALPHANUMERIC, 1, 1),
    chars(`${LOWER_ALPHANUMERIC}-`, 0, 8),
    chars(LOWER_ALPHANUMERIC, 0, 1),
  )
  .map((parts) => parts.join(''))
  // A label starting 'xn--' is punycode, and WHATWG URL refuses one that does not decode (a CI run
  // drew "xn--pk6et", and the location was refused as the encoder should).
  .filter((text) => !text.endsWith('-') && !text.startsWith('xn--'));
export const arbitraryEmail = fc
  .tuple(
    fc.array(chars(`${LOWER_ALPHANUMERIC}_+-`, 1, 12), { minLength: 1, maxLength: 3 }),
    fc.array(label, { minLength: 2, maxLength: 3 }),
  )
  .map(([local, domain]) => `${local.join('.')}@${domain.join('.')}`)
  .filter((email) => email.length <= 77);
export const arbitraryPhone = fc
  .tuple(
    fc.constantFrom('11', '21', '31', '41', '51', '61', '71', '81', '85', '91', '99'),
    chars(DIGITS, 8),
  )
  .map(([area, number]) => `+55${area}9${number}`);
export const arbitraryEvp = fc.uuid();
/** Keys already in the DICT format, of every type. */
export const arbitraryDictKey = fc.oneof(
  arbitraryCpf,
  arbitraryCnpj,
  arbitraryEmail,
  arbitraryPhone,
  arbitraryEvp,
);

/** Upper-case ASCII words, single-spaced: what both libraries write unchanged. */
export const plainText = (maxLength: number) =>
  fc
    .array(chars(`${UPPER_ALPHANUMERIC}`, 1, 10), { minLength: 1, maxLength: 5 })
    .map((words) => words.join(' '))
    .filter((text) => text.length <= maxLength);
/** Mixed-case ASCII words with punctuation, single-spaced, for descriptions. */
export const plainDescription = fc
  .array(chars('abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789.,!?#/-', 1, 12), {
    minLength: 1,
    maxLength: 6,
  })
  .map((words) => words.join(' '));
export const arbitraryTxid = chars(`${UPPER_ALPHANUMERIC}abcdefghijklmnopqrstuvwxyz`, 1, 25);
export const arbitraryCents = fc.integer({ min: 1, max: 999_999_999_999 });
/** Host names end in a label of letters: a numeric last label makes WHATWG URL read an IPv4. */
const host = fc
  .tuple(fc.array(label, { minLength: 1, maxLength: 2 }), chars('abcdefghijklmnopqrstuvwxyz', 2, 6))
  .map(([labels, tld]) => [...labels, tld]);
export const arbitraryLocation = fc
  .tuple(host, fc.array(chars(`${LOWER_ALPHANUMERIC}-_`, 1, 16), { minLength: 1, maxLength: 4 }))
  .map(([host, path]) => `${host.join('.')}/${path.join('/')}`)
  .filter((location) => location.length <= 77);
