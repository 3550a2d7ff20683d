/**
 * Differential tests against pix-utils 2.8.2 (thalesog/pix-utils), on thousands of generated
 * inputs: both encoders write the same codes, and both parsers read the same fields from each
 * other's codes (and from corrupted ones).
 *
 * Deliberate differences, all on the side of the payer's safety or of the DICT formats:
 * - Name and city: pix-utils upper-cases them; we keep their case, as the central bank's own
 *   examples do ('Fulano de Tal'). Both remove accents (NFD) and cut at 25 / 15 characters; we
 *   also drop other non-ASCII characters and the space a cut may leave at the end.
 * - pix-utils looks for the Pix template in field 26 only; we take it from any of 26–51 (EMV's
 *   merchant account range), so a code with Pix in 27 reads here and not there.
 * - pix-utils checks no GUI, key, currency, country or mandatory field, reads a malformed amount
 *   as 0 and throws on a malformed template 62; parseBrCode answers an error for each.
 * - parseBrCode gives the key in the DICT format (e-mail and EVP lower-cased) and the location
 *   without 'https://'; pix-utils gives both as written.
 * - parseBrCode accepts a CRC written in lower-case hex; pix-utils rejects it.
 * - Amount: pix-utils reads '0.00' as 0; parseBrCode leaves amountCents out (the payer chooses),
 *   and reads centavos from the digits instead of through a float.
 * - Description on dynamic codes: pix-utils ignores 26-02 there; we never write it there and
 *   compare it on static codes only.
 */
import fc from 'fast-check';
import {
  createDynamicPix,
  createStaticPix,
  hasError,
  isDynamicPix,
  isStaticPix,
  parsePix,
  type PixDynamicObject,
  type PixStaticObject,
} from 'pix-utils';
import { describe, expect, it } from 'vitest';
import {
  arbitraryCents,
  arbitraryDictKey,
  arbitraryLocation,
  arbitraryTxid,
  BR_CODE_VECTORS,
  plainDescription,
  plainText,
  withCrc,
} from './brCode.fixtures';
import { toBrCodeText } from './brCodeText';
import { brCodeDescriptionLimit, encodeBrCode } from './encodeBrCode';
import { encodeDynamicBrCode } from './encodeDynamicBrCode';
import { parseBrCode, type BrCode } from './parseBrCode';
import { parsePixKey } from './pixKey';
import { readTlv } from './tlv';

const RUNS = 1500;

const commonOf = (pix: PixStaticObject | PixDynamicObject) => ({
  name: pix.merchantName,
  city: pix.merchantCity,
  merchantCategoryCode: pix.merchantCategoryCode,
  currency: pix.transactionCurrency,
  countryCode: pix.countryCode,
});

/** The fields both libraries report, in our shape, from pix-utils' answer (null on its error). */
function theirFields(code: string): Partial<BrCode> | null {
  let pix: ReturnType<typeof parsePix>;
  try {
    pix = parsePix(code);
  } catch {
    return null; // pix-utils throws on some malformed templates.
  }
  if (hasError(pix)) return null;
  if (isStaticPix(pix)) {
    const cents = Math.round((pix.transactionAmount ?? 0) * 100);
    return {
      ...commonOf(pix),
      pointOfInitiation: 'static',
      key: pix.pixKey,
      amountCents: cents > 0 ? cents : undefined,
      description: pix.infoAdicional,
      txid: pix.txid === '***' ? undefined : pix.txid,
    };
  }
  if (isDynamicPix(pix)) return { ...commonOf(pix), pointOfInitiation: 'dynamic', url: pix.url };
  return null;
}

/** Our answer reduced to the fields pix-utils reports, with its key and location as written. */
function ourFields(value: BrCode): Partial<BrCode> {
  const common = {
    name: value.name,
    city: value.city,
    merchantCategoryCode: value.merchantCategoryCode,
    currency: value.currency,
    countryCode: value.countryCode,
  };
  return value.pointOfInitiation === 'static'
    ? {
        ...common,
        pointOfInitiation: 'static',
        key: value.key,
        amountCents: value.amountCents,
        description: value.description,
        txid: value.txid,
      }
    : { ...common, pointOfInitiation: 'dynamic', url: value.url };
}

/** pix-utils' fields with our documented normalisation of key and location applied. */
function normalised(fields: Partial<BrCode>): Partial<BrCode> {
  const key = fields.key === undefined ? undefined : parsePixKey(fields.key);
  return {
    ...fields,
    ...(key?.ok ? { key: key.key } : {}),
    ...(fields.url === undefined ? {} : { url: fields.url.replace(/^https:\/\//i, '') }),
  };
}

/** Both parsers on one code: when ours accepts, pix-utils accepts too, with the same fields. */
function expectSameReading(code: string) {
  const ours = parseBrCode(code);
  const theirs = theirFields(code);
  // pix-utils looks for Pix in field 26 only; we take the Pix template wherever it is in 26–51.
  const top = readTlv(code);
  const pixInField26 = top.ok && top.fields.some((field) => field.id === '26');
  // pix-utils reads the unreserved templates (80–99) and throws on one whose content is not
  // TLV; we skip those fields (parseBrCode's contract), so such a code compares nothing.
  const brokenUnreserved =
    top.ok && top.fields.some((field) => Number(field.id) >= 80 && !readTlv(field.value).ok);
  if (ours.ok && pixInField26 && !brokenUnreserved) {
    expect(theirs, code).not.toBeNull();
    expect(ourFields(ours.value)).toEqual(normalised(theirs ?? {}));
  }
  return { ours, theirs };
}

const staticInput = fc
  .record({
    key: arbitraryDictKey,
    name: plainText(25),
    city: plainText(15),
    amountCents: fc.option(arbitraryCents, { nil: undefined }),
    txid: fc.option(arbitraryTxid, { nil: undefined }),
    description: fc.option(plainDescription, { nil: undefined }),
  })
  .map((input) => {
    const limit = brCodeDescriptionLimit(input.key);
    const description = input.description?.slice(0, limit).trim();
    return { ...input, description: description ? description : undefined };
  });

const dynamicInput = fc.record({
  url: arbitraryLocation,
  name: plainText(25),
  city: plainText(15),
  oneTime: fc.boolean(),
});

type StaticInput = typeof staticInput extends fc.Arbitrary<infer T> ? T : never;

function theirStaticCode(input: StaticInput): string {
  const pix = createStaticPix({
    pixKey: input.key,
    merchantName: input.name,
    merchantCity: input.city,
    // pix-utils takes reais as a float; centavos / 100 is the closest double, fixed to 2 places.
    transactionAmount: (input.amountCents ?? 0) / 100,
    txid: input.txid,
    infoAdicional: input.description,
  });
  if (hasError(pix)) throw new Error(pix.message);
  return pix.toBRCode();
}

describe('encoders: ours and pix-utils write the same static and dynamic codes', () => {
  it('static codes are byte for byte the same', () => {
    fc.assert(
      fc.property(staticInput, (input) => {
        expect(encodeBrCode(input)).toBe(theirStaticCode(input));
      }),
      { numRuns: RUNS },
    );
  });

  it('dynamic codes are byte for byte the same', () => {
    fc.assert(
      fc.property(dynamicInput, (input) => {
        const pix = createDynamicPix({
          url: input.url,
          merchantName: input.name,
          merchantCity: input.city,
          oneTime: input.oneTime,
        });
        if (hasError(pix)) throw new Error(pix.message);
        expect(encodeDynamicBrCode(input)).toBe(pix.toBRCode());
      }),
      { numRuns: RUNS },
    );
  });
});

describe('parsers: each reads the other library’s codes to the same fields', () => {
  it('on the reference vectors', () => {
    for (const vector of BR_CODE_VECTORS) {
      const { ours, theirs } = expectSameReading(vector.code);
      expect(ours.ok).toBe(true);
      expect(theirs).not.toBeNull();
    }
  });

  it('on codes pix-utils writes from accented, lower-case names (it upper-cases them)', () => {
    const spoken = fc.constantFrom(
      'São João',
      'Maria Conceição',
      'Padaria do Zé',
      'Açougue Irmãos Lúcio',
      'Florianópolis',
      'Goiânia',
      'Belém',
      'Itajaí',
    );
    fc.assert(
      fc.property(arbitraryDictKey, spoken, spoken, (key, name, city) => {
        const cityCut = city.slice(0, 15);
        const theirs = createStaticPix({
          pixKey: key,
          merchantName: name,
          merchantCity: cityCut,
          transactionAmount: 0,
        });
        if (hasError(theirs)) throw new Error(theirs.message);
        const theirCode = theirs.toBRCode();
        const ours = parseBrCode(theirCode);
        // pix-utils' own normalisation: accents off, upper-cased, cut (a trailing space kept).
        const upper = (text: string, length: number) =>
          text
            .normalize('NFD')
            .replace(/[\u0300-\u036f]/g, '')
            .toUpperCase()
            .slice(0, length);
        expect(ours.ok && [ours.value.name, ours.value.city]).toEqual([
          upper(name, 25),
          upper(cityCut, 15),
        ]);
        expectSameReading(theirCode);

        const ourCode = encodeBrCode({ key, name, city });
        const reading = expectSameReading(ourCode);
        expect(reading.theirs?.name).toBe(toBrCodeText(name, 25));
        expect(reading.theirs?.city).toBe(toBrCodeText(city, 15));
      }),
      { numRuns: 300 },
    );
  });

  it('on thousands of generated static and dynamic codes', () => {
    fc.assert(
      fc.property(
        fc.oneof(staticInput.map(encodeBrCode), dynamicInput.map(encodeDynamicBrCode)),
        (code) => {
          const { ours, theirs } = expectSameReading(code);
          expect(ours.ok).toBe(true);
          expect(theirs).not.toBeNull();
        },
      ),
      { numRuns: RUNS },
    );
  });

  it('on corrupted codes whose CRC was recomputed: when we accept, pix-utils agrees', () => {
    const alphabet = '0123456789abcdefABCDEF.* @/-:';
    const corrupted = fc
      .tuple(
        fc.oneof(staticInput.map(encodeBrCode), dynamicInput.map(encodeDynamicBrCode)),
        fc.array(fc.tuple(fc.nat(), fc.constantFrom(...alphabet)), { minLength: 1, maxLength: 3 }),
      )
      .map(([code, edits]) => {
        let body = code.slice(0, -8);
        for (const [at, char] of edits) {
          const index = at % body.length;
          body = body.slice(0, index) + char + body.slice(index + 1);
        }
        return withCrc(body);
      });
    let accepted = 0;
    fc.assert(
      fc.property(corrupted, (code) => {
        if (expectSameReading(code).ours.ok) accepted += 1;
      }),
      { numRuns: RUNS },
    );
    // Enough corrupted codes stay readable (a changed name, amount or txid) to compare fields.
    expect(accepted).toBeGreaterThan(RUNS / 10);
  });

  it('on codes with a broken CRC: both refuse, except our lower-case hex', () => {
    fc.assert(
      fc.property(
        staticInput.map(encodeBrCode),
        fc.nat(3),
        fc.constantFrom(...'0123456789ABCDEF'),
        (code, at, digit) => {
          const crc = code.slice(-4);
          const wrong = crc.slice(0, at) + digit + crc.slice(at + 1);
          fc.pre(wrong !== crc);
          const broken = code.slice(0, -4) + wrong;
          expect(parseBrCode(broken)).toMatchObject({ ok: false, code: 'bad-crc' });
          expect(theirFields(broken)).toBeNull();
        },
      ),
      { numRuns: 500 },
    );
    const lower = BR_CODE_VECTORS[0]!.code.replace(/1D3D$/, '1d3d');
    expect(parseBrCode(lower).ok).toBe(true);
    expect(theirFields(lower)).toBeNull();
  });
});
