import type { Cents } from '../money';
import { assembleBrCode, PIX_GUI } from './brCodePayload';
import { toBrCodeText } from './brCodeText';
import { parsePixKey } from './pixKey';
import { writeTlv } from './tlv';

export interface StaticBrCodeInput {
  /** The receiver's Pix key; masked forms are normalised to the DICT format (see parsePixKey). */
  key: string;
  /** Fixed amount in centavos; omit it to let the payer type the amount. */
  amountCents?: Cents;
  /** Receiver's name; accents removed and cut to 25 characters. */
  name: string;
  /** Receiver's city; accents removed and cut to 15 characters. */
  city: string;
  /** Up to 25 letters and digits to reconcile the payment; '***' is written when absent. */
  txid?: string;
  /** Message shown to the payer (field 26-02); accents removed. */
  description?: string;
}

/** Field 26 holds at most 99 characters: GUI (4 + 14), key (4 + its length), description (4 + …). */
const ACCOUNT_FIELD_MAX_LENGTH = 99;

function normalizedKey(key: unknown): string {
  const parsed = parsePixKey(key);
  if (!parsed.ok) throw new RangeError(`BR Code key is not a Pix key: "${String(key)}"`);
  return parsed.key;
}

/**
 * How many characters of description fit beside this key in field 26 (0 for the longest e-mail
 * keys), so a form can limit what the user types.
 * @throws RangeError when `key` is not a Pix key.
 */
export function brCodeDescriptionLimit(key: string): number {
  const room =
    ACCOUNT_FIELD_MAX_LENGTH - (4 + PIX_GUI.length) - (4 + normalizedKey(key).length) - 4;
  return Math.max(0, room);
}

/**
 * A static Pix BR Code (Pix Copia e Cola / QR Code estático) as in the central bank's manual:
 * '01' omitted (reusable), key in 26-01, optional description in 26-02, amount in 54 when given,
 * txid in 62-05, CRC16 in 63.
 * @throws RangeError on a programmer error: a key that is not a Pix key, an amount that is not a
 * positive whole number of centavos (or beyond 13 characters), an empty name or city, a txid that
 * is not 1–25 alphanumerics, or a description longer than brCodeDescriptionLimit(key).
 */
export function encodeBrCode(input: StaticBrCodeInput): string {
  const key = normalizedKey(input.key);
  let accountFields = writeTlv('01', key);
  if (input.description !== undefined) {
    if (typeof input.description !== 'string') {
      throw new RangeError('BR Code description must be a string');
    }
    const description = toBrCodeText(input.description);
    const limit = brCodeDescriptionLimit(key);
    if (description.length > limit) {
      throw new RangeError(
        `BR Code description has ${description.length} characters; at most ${limit} fit with this key`,
      );
    }
    if (description !== '') accountFields += writeTlv('02', description);
  }
  return assembleBrCode({
    oneTime: false,
    accountFields,
    amountCents: input.amountCents,
    name: input.name,
    city: input.city,
    txid: input.txid,
  });
}
