import type { Cents } from '../money';
import { readBrCodeAmount } from './brCodeAmount';
import { PIX_GUI } from './brCodePayload';
import { crc16 } from './crc16';
import { BR_CODE_MESSAGES } from './messages';
import { parsePixKey, type PixKeyType } from './pixKey';
import { readTlv, type TlvField, type TlvProblem } from './tlv';

/** What a Pix BR Code asks the payer to pay. */
export interface BrCode {
  /**
   * 'static' when the code carries the receiver's key (Pix estático), 'dynamic' when it carries the
   * location of a charge payload to fetch (Pix dinâmico). Whether it may be paid more than once
   * is `oneTime`.
   */
  pointOfInitiation: 'static' | 'dynamic';
  /** Field 01 = '12': the code may be paid once only. */
  oneTime: boolean;
  /** Static codes: the key in the DICT format (e-mail lower-cased, EVP lower-cased, …). */
  key?: string;
  keyType?: PixKeyType;
  /** Dynamic codes: the payload location without scheme; fetch `https://${url}`. */
  url?: string;
  /** Fixed amount; absent (or '0.00' in the code) when the payer chooses it. */
  amountCents?: Cents;
  name: string;
  city: string;
  /** Absent when the code has '***' (no txid) or no field 62-05. */
  txid?: string;
  /** Static codes' message to the payer (26-02). */
  description?: string;
  merchantCategoryCode: string;
  currency: string;
  countryCode: string;
}

export type BrCodeErrorCode =
  | 'empty'
  | 'not-pix'
  | 'too-long'
  | TlvProblem
  | 'missing-crc'
  | 'bad-crc'
  | 'unknown-gui'
  | 'invalid-point-of-initiation'
  | 'missing-key-and-url'
  | 'key-and-url'
  | 'invalid-key'
  | 'invalid-url'
  | 'missing-field'
  | 'invalid-merchant-category-code'
  | 'wrong-currency'
  | 'wrong-country'
  | 'invalid-amount'
  | 'invalid-txid';

export interface BrCodeError {
  ok: false;
  code: BrCodeErrorCode;
  /** Reason in pt-BR, fit to show to the user. */
  error: string;
}

export type ParseBrCodeResult = { ok: true; value: BrCode } | BrCodeError;

/** EMV merchant-presented codes hold at most 512 characters. */
const MAX_LENGTH = 512;
const TLV_MESSAGES: Record<TlvProblem, string> = {
  truncated: BR_CODE_MESSAGES.truncated,
  'bad-length': BR_CODE_MESSAGES.badLength,
  'duplicate-field': BR_CODE_MESSAGES.duplicateField,
};
const MANDATORY_FIELDS = [
  ['52', 'a categoria do recebedor'],
  ['53', 'a moeda'],
  ['58', 'o país'],
  ['59', 'o nome do recebedor'],
  ['60', 'a cidade do recebedor'],
] as const;
/** txid of a payment: up to 35 letters and digits (static codes write at most 25). */
const TXID = /^[A-Za-z0-9]{1,35}$/;

const fail = (code: BrCodeErrorCode, error: string): BrCodeError => ({ ok: false, code, error });

/** Sub-fields of a template; inside a template a field running past its end is a bad length. */
function readTemplate(value: string): { ok: true; fields: TlvField[] } | BrCodeError {
  const read = readTlv(value);
  if (read.ok) return read;
  const problem = read.problem === 'truncated' ? 'bad-length' : read.problem;
  return fail(problem, TLV_MESSAGES[problem]);
}

const valueOf = (fields: readonly TlvField[], id: string) =>
  fields.find((field) => field.id === id)?.value;

/** The Pix merchant account template: the first of 26–51 whose GUI is br.gov.bcb.pix (any case). */
function pixAccount(fields: readonly TlvField[]): { ok: true; fields: TlvField[] } | BrCodeError {
  const templates = fields.filter((field) => Number(field.id) >= 26 && Number(field.id) <= 51);
  if (templates.length === 0) return fail('not-pix', BR_CODE_MESSAGES.notPix);
  let broken: BrCodeError | null = null;
  for (const template of templates) {
    const sub = readTemplate(template.value);
    // Another arrangement's template may be broken without spoiling the Pix one.
    if (!sub.ok) broken ??= sub;
    else if (valueOf(sub.fields, '00')?.toLowerCase() === PIX_GUI) return sub;
  }
  return broken ?? fail('unknown-gui', BR_CODE_MESSAGES.unknownGui);
}

/** The location without 'https://' (some issuers write it although the manual says not to). */
function readLocation(value: string): string | null {
  const location = value.replace(/^https:\/\//i, '');
  return /^[\x21-\x7e]+$/.test(location) && !location.includes('://') ? location : null;
}

/**
 * Reads a Pix Copia e Cola text or the content of a Pix QR Code (EMV merchant-presented BR Code).
 * Checks, in order: a string of at most 512 characters starting with '000201'; the TLV structure
 * (2-digit ids and lengths, nothing cut off, no repeated id); field 63 last, with the CRC16 of
 * all before it (hex digits of either case); '01' absent, '11' or '12'; a template among 26–51
 * with GUI 'br.gov.bcb.pix' (any case) holding a valid key (01) or a location (25), not both;
 * fields 52 (4 digits), 53 = '986', 58 = 'BR', 59 and 60 present; 54 a decimal amount of at most
 * 13 characters; 62-05 '***' or 1–35 alphanumerics. Unknown fields (61 postal code, 80 …) are
 * skipped. Name and city are given as written, even beyond their EMV limits.
 * Never throws, whatever it is given; failures carry a pt-BR reason.
 */
export function parseBrCode(text: unknown): ParseBrCodeResult {
  if (typeof text !== 'string' || text.trim() === '') {
    return fail('empty', BR_CODE_MESSAGES.empty);
  }
  // Pasted text often ends in a newline or begins with a space; inner spaces are data.
  const code = text.trim();
  if (code.length > MAX_LENGTH) return fail('too-long', BR_CODE_MESSAGES.tooLong);
  if (!code.startsWith('000201')) return fail('not-pix', BR_CODE_MESSAGES.notPix);

  const top = readTlv(code);
  if (!top.ok) return fail(top.problem, TLV_MESSAGES[top.problem]);
  const fields = top.fields;
  const last = fields[fields.length - 1];
  if (last?.id !== '63' || last.value.length !== 4) {
    return fail('missing-crc', BR_CODE_MESSAGES.missingCrc);
  }
  if (last.value.toUpperCase() !== crc16(code.slice(0, -4))) {
    return fail('bad-crc', BR_CODE_MESSAGES.badCrc);
  }

  const initiation = valueOf(fields, '01');
  if (initiation !== undefined && initiation !== '11' && initiation !== '12') {
    return fail('invalid-point-of-initiation', BR_CODE_MESSAGES.invalidPointOfInitiation);
  }

  const account = pixAccount(fields);
  if (!account.ok) return account;
  const rawKey = valueOf(account.fields, '01');
  const rawUrl = valueOf(account.fields, '25');
  if (rawKey === undefined && rawUrl === undefined) {
    return fail('missing-key-and-url', BR_CODE_MESSAGES.missingKeyAndUrl);
  }
  if (rawKey !== undefined && rawUrl !== undefined) {
    return fail('key-and-url', BR_CODE_MESSAGES.keyAndUrl);
  }

  for (const [id, label] of MANDATORY_FIELDS) {
    if (valueOf(fields, id) === undefined) {
      return fail('missing-field', BR_CODE_MESSAGES.missingField(label));
    }
  }
  const merchantCategoryCode = valueOf(fields, '52') ?? '';
  if (!/^\d{4}$/.test(merchantCategoryCode)) {
    return fail('invalid-merchant-category-code', BR_CODE_MESSAGES.invalidMerchantCategoryCode);
  }
  const currency = valueOf(fields, '53') ?? '';
  if (currency !== '986') return fail('wrong-currency', BR_CODE_MESSAGES.wrongCurrency);
  const countryCode = valueOf(fields, '58') ?? '';
  if (countryCode !== 'BR') return fail('wrong-country', BR_CODE_MESSAGES.wrongCountry);

  const value: BrCode = {
    pointOfInitiation: rawKey === undefined ? 'dynamic' : 'static',
    oneTime: initiation === '12',
    name: valueOf(fields, '59') ?? '',
    city: valueOf(fields, '60') ?? '',
    merchantCategoryCode,
    currency,
    countryCode,
  };

  if (rawKey !== undefined) {
    const key = parsePixKey(rawKey);
    if (!key.ok) return fail('invalid-key', BR_CODE_MESSAGES.invalidKey);
    value.key = key.key;
    value.keyType = key.type;
  } else {
    const url = readLocation(rawUrl ?? '');
    if (url === null) return fail('invalid-url', BR_CODE_MESSAGES.invalidUrl);
    value.url = url;
  }
  const description = valueOf(account.fields, '02');
  if (description !== undefined) value.description = description;

  const amount = valueOf(fields, '54');
  if (amount !== undefined) {
    const cents = readBrCodeAmount(amount);
    if (cents === null) return fail('invalid-amount', BR_CODE_MESSAGES.invalidAmount);
    if (cents > 0) value.amountCents = cents;
  }

  const additional = valueOf(fields, '62');
  if (additional !== undefined) {
    const sub = readTemplate(additional);
    if (!sub.ok) return sub;
    const txid = valueOf(sub.fields, '05');
    if (txid !== undefined && txid !== '***') {
      if (!TXID.test(txid)) return fail('invalid-txid', BR_CODE_MESSAGES.invalidTxid);
      value.txid = txid;
    }
  }
  return { ok: true, value };
}
