import type { Cents } from '../money';
import { formatBrCodeAmount } from './brCodeAmount';
import { toBrCodeText } from './brCodeText';
import { crc16 } from './crc16';
import { isValidTxid } from './txid';
import { writeTlv } from './tlv';

/** Globally unique identifier of the Pix arrangement, sub-field 00 of field 26. */
export const PIX_GUI = 'br.gov.bcb.pix';
/** EMV limits of fields 59 (merchant name) and 60 (merchant city). */
export const BR_CODE_NAME_MAX_LENGTH = 25;
export const BR_CODE_CITY_MAX_LENGTH = 15;

export interface BrCodeParts {
  /** '01' = '12': the code may be paid once only. */
  oneTime: boolean;
  /** Sub-fields of field 26 after the GUI (key and description, or location). */
  accountFields: string;
  amountCents?: Cents;
  name: string;
  city: string;
  txid?: string;
}

function merchantText(value: unknown, field: 'name' | 'city', maxLength: number): string {
  if (typeof value !== 'string') throw new RangeError(`BR Code ${field} must be a string`);
  const text = toBrCodeText(value, maxLength);
  if (text === '') {
    throw new RangeError(`BR Code ${field} is empty once accents and symbols are removed`);
  }
  return text;
}

function txidField(txid: string | undefined): string {
  if (txid === undefined) return '***';
  if (typeof txid !== 'string' || txid === '***' || !isValidTxid(txid, 'static')) {
    throw new RangeError(
      `BR Code txid must be 1 to 25 letters and digits (omit it for '***'), got "${String(txid)}"`,
    );
  }
  return txid;
}

/**
 * The whole payload, fields in the order of the central bank's examples, ending in the CRC of
 * everything before it including '6304'. Name and city lose their accents and are cut to 25 and
 * 15 characters: they only label the code (the payer's bank shows the holder the DICT or the
 * location returns), and a bank's customers have longer names and cities than EMV allows.
 */
export function assembleBrCode(parts: BrCodeParts): string {
  const body = [
    writeTlv('00', '01'),
    parts.oneTime ? writeTlv('01', '12') : '',
    writeTlv('26', writeTlv('00', PIX_GUI) + parts.accountFields),
    writeTlv('52', '0000'),
    writeTlv('53', '986'),
    parts.amountCents === undefined ? '' : writeTlv('54', formatBrCodeAmount(parts.amountCents)),
    writeTlv('58', 'BR'),
    writeTlv('59', merchantText(parts.name, 'name', BR_CODE_NAME_MAX_LENGTH)),
    writeTlv('60', merchantText(parts.city, 'city', BR_CODE_CITY_MAX_LENGTH)),
    writeTlv('62', writeTlv('05', txidField(parts.txid))),
    '6304',
  ].join('');
  return body + crc16(body);
}
