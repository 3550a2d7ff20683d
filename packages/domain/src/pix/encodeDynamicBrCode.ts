import type { Cents } from '../money';
import { assembleBrCode, PIX_GUI } from './brCodePayload';
import { writeTlv } from './tlv';

export interface DynamicBrCodeInput {
  /** Location of the charge payload (with or without 'https://'; written without it). */
  url: string;
  /** Amount in centavos shown by readers; the payload behind the location is what counts. */
  amountCents?: Cents;
  /** Receiver's name; accents removed and cut to 25 characters. */
  name: string;
  /** Receiver's city; accents removed and cut to 15 characters. */
  city: string;
  /** Up to 25 letters and digits; '***' is written when absent (the charge's txid is in the payload). */
  txid?: string;
  /** Writes '01' = '12': the code may be paid once only (an immediate charge). */
  oneTime?: boolean;
}

/** Field 26 holds at most 99 characters: GUI (4 + 14) and location (4 + at most 77). */
const LOCATION_MAX_LENGTH = 99 - (4 + PIX_GUI.length) - 4;

/** The location without its scheme, checked to be a host and path a payer's bank can fetch. */
function locationOf(url: unknown): string {
  if (typeof url !== 'string') throw new RangeError('BR Code url must be a string');
  const location = url.trim().replace(/^https:\/\//i, '');
  if (location.includes('://')) {
    throw new RangeError(`BR Code url must be https, got "${url}"`);
  }
  if (location.length < 1 || location.length > LOCATION_MAX_LENGTH) {
    throw new RangeError(
      `BR Code location must have 1 to ${LOCATION_MAX_LENGTH} characters without 'https://', got ${location.length}`,
    );
  }
  let parsed: URL | null = null;
  try {
    parsed = new URL(`https://${location}`);
  } catch {
    // reported below
  }
  if (!/^[\x21-\x7e]+$/.test(location) || location.startsWith('/') || !parsed?.hostname) {
    throw new RangeError(`BR Code url is not a valid location: "${url}"`);
  }
  return location;
}

/**
 * A dynamic Pix BR Code: the location of the charge payload (a JWS signed by the issuing bank)
 * in 26-25 without its scheme, '01' = '12' when `oneTime`, amount in 54 when given, txid in 62-05
 * ('***' when absent), CRC16 in 63.
 * @throws RangeError on a programmer error: a location that is not https, is empty, has spaces or
 * does not fit 77 characters; an amount that is not a positive whole number of centavos; an empty
 * name or city; a txid that is not 1–25 alphanumerics.
 */
export function encodeDynamicBrCode(input: DynamicBrCodeInput): string {
  return assembleBrCode({
    oneTime: input.oneTime === true,
    accountFields: writeTlv('25', locationOf(input.url)),
    amountCents: input.amountCents,
    name: input.name,
    city: input.city,
    txid: input.txid,
  });
}
