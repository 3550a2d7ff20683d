import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  arbitraryCents,
  arbitraryCpf,
  arbitraryDictKey,
  arbitraryLocation,
  arbitraryTxid,
  BR_CODE_VECTORS,
  withCrc,
} from './brCode.fixtures';
import { toBrCodeText } from './brCodeText';
import { brCodeDescriptionLimit, encodeBrCode } from './encodeBrCode';
import { encodeDynamicBrCode } from './encodeDynamicBrCode';
import { BR_CODE_MESSAGES } from './messages';
import { parseBrCode } from './parseBrCode';
import { parsePixKey } from './pixKey';
import { formatCpf } from '../documents';

/** Any text a person might type as a name or city: accents, symbols, emoji, spaces. */
const humanText = fc
  .string({ unit: 'grapheme', minLength: 1, maxLength: 40 })
  .filter((text) => toBrCodeText(text) !== '');
/** Keys as typed: DICT form, or a masked CPF. */
const typedKey = fc.oneof(arbitraryDictKey, arbitraryCpf.map(formatCpf));

const isPtBrReason = (error: string) =>
  Object.values(BR_CODE_MESSAGES).includes(error as never) ||
  error.startsWith('O código Pix não informa ');

describe('encode → parse round-trips', () => {
  it('static codes give back every field, normalised as documented', () => {
    fc.assert(
      fc.property(
        typedKey,
        humanText,
        humanText,
        fc.option(arbitraryCents, { nil: undefined }),
        fc.option(arbitraryTxid, { nil: undefined }),
        fc.option(fc.string({ unit: 'grapheme', maxLength: 60 }), { nil: undefined }),
        (key, name, city, amountCents, txid, rawDescription) => {
          const limit = brCodeDescriptionLimit(key);
          const description =
            rawDescription === undefined
              ? undefined
              : toBrCodeText(rawDescription).slice(0, limit).trimEnd();
          const code = encodeBrCode({ key, name, city, amountCents, txid, description });
          const dict = parsePixKey(key);
          const expected: Record<string, unknown> = {
            pointOfInitiation: 'static',
            oneTime: false,
            key: dict.ok ? dict.key : 'unreachable',
            keyType: dict.ok ? dict.type : 'unreachable',
            name: toBrCodeText(name, 25),
            city: toBrCodeText(city, 15),
            merchantCategoryCode: '0000',
            currency: '986',
            countryCode: 'BR',
          };
          if (amountCents !== undefined) expected.amountCents = amountCents;
          if (txid !== undefined) expected.txid = txid;
          if (description) expected.description = description;
          expect(parseBrCode(code)).toEqual({ ok: true, value: expected });
          expect(code.length).toBeLessThanOrEqual(512);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('dynamic codes give back location, amount, txid and one-time', () => {
    fc.assert(
      fc.property(
        arbitraryLocation,
        fc.boolean(),
        humanText,
        humanText,
        fc.option(arbitraryCents, { nil: undefined }),
        fc.option(arbitraryTxid, { nil: undefined }),
        fc.boolean(),
        (location, withScheme, name, city, amountCents, txid, oneTime) => {
          const url = withScheme ? `https://${location}` : location;
          const parsed = parseBrCode(
            encodeDynamicBrCode({ url, name, city, amountCents, txid, oneTime }),
          );
          expect(parsed.ok).toBe(true);
          if (!parsed.ok) return;
          expect(parsed.value).toMatchObject({
            pointOfInitiation: 'dynamic',
            oneTime,
            url: location,
            name: toBrCodeText(name, 25),
            city: toBrCodeText(city, 15),
          });
          expect(parsed.value.amountCents).toBe(amountCents);
          expect(parsed.value.txid).toBe(txid);
          expect(parsed.value.key).toBeUndefined();
        },
      ),
      { numRuns: 1500 },
    );
  });
});

describe('parseBrCode never throws', () => {
  const check = (input: unknown) => {
    const result = parseBrCode(input);
    if (!result.ok) expect(isPtBrReason(result.error), result.error).toBe(true);
  };

  it('on arbitrary strings, of any alphabet', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc.string({ maxLength: 600 }),
          fc.string({ unit: 'grapheme', maxLength: 200 }),
          fc.string({ unit: 'binary', maxLength: 200 }),
          fc.string({ maxLength: 300 }).map((tail) => `000201${tail}`),
        ),
        check,
      ),
      { numRuns: 5000 },
    );
  });

  it('on TLV-shaped text built from BR Code pieces, CRC right or wrong', () => {
    const piece = fc.oneof(
      fc.constantFrom('00', '01', '26', '25', '52', '53', '54', '58', '59', '60', '62', '05', '63'),
      fc.integer({ min: 0, max: 99 }).map((n) => String(n).padStart(2, '0')),
      fc.constantFrom('br.gov.bcb.pix', 'BR.GOV.BCB.PIX', '***', '986', 'BR', '0000', '10.50', '.'),
      fc.string({ maxLength: 8 }),
    );
    fc.assert(
      fc.property(fc.array(piece, { maxLength: 40 }), fc.boolean(), (pieces, fixCrc) => {
        const body = `000201${pieces.join('')}`;
        check(body);
        // With a right CRC, to get past it and into the field checks.
        if (fixCrc) check(withCrc(body));
      }),
      { numRuns: 3000 },
    );
  });

  it('on any value at all', () => {
    fc.assert(fc.property(fc.anything(), check), { numRuns: 1000 });
  });
});

describe('parseBrCode refuses damaged codes', () => {
  const codes = fc.oneof(
    fc.constantFrom(...BR_CODE_VECTORS.map((vector) => vector.code)),
    fc
      .tuple(arbitraryDictKey, fc.option(arbitraryCents, { nil: undefined }))
      .map(([key, amountCents]) =>
        encodeBrCode({ key, amountCents, name: 'Fulano de Tal', city: 'BRASILIA' }),
      ),
  );

  it('any single character changed (to another printable ASCII character)', () => {
    fc.assert(
      fc.property(codes, fc.nat(), fc.integer({ min: 0x20, max: 0x7e }), (code, at, charCode) => {
        const index = at % code.length;
        const char = String.fromCharCode(charCode);
        fc.pre(code[index] !== char);
        // A changed CRC digit to its own lower case is the one change we accept.
        fc.pre(!(index >= code.length - 4 && code[index]?.toLowerCase() === char));
        const damaged = code.slice(0, index) + char + code.slice(index + 1);
        expect(parseBrCode(damaged).ok).toBe(false);
      }),
      { numRuns: 3000 },
    );
  });

  it('any code cut short', () => {
    fc.assert(
      fc.property(codes, fc.nat(), (code, at) => {
        const cut = code.slice(0, at % code.length);
        expect(parseBrCode(cut).ok).toBe(false);
      }),
      { numRuns: 2000 },
    );
  });
});
