import {
  isValidCnpj,
  isValidCpf,
  normalizeBrazilianPhone,
  normalizeCnpj,
  normalizeCpf,
} from '../documents';
import type { FieldErrorCode } from '../forms/fieldErrors';

/** The five kinds of Pix key of the DICT (Diretório de Identificadores de Contas Transacionais). */
export const PIX_KEY_TYPES = ['cpf', 'cnpj', 'email', 'phone', 'evp'] as const;
export type PixKeyType = (typeof PIX_KEY_TYPES)[number];

export type ParsePixKeyResult =
  { ok: true; type: PixKeyType; key: string } | { ok: false; code: FieldErrorCode };

export interface ParsePixKeyOptions {
  /**
   * Reads the input as this type only. Needed when the input is ambiguous: 11 digits that are a
   * valid CPF are read as a CPF unless `type: 'phone'` says it is a phone number.
   */
  type?: PixKeyType;
}

/** DICT limit for an e-mail key. */
const EMAIL_MAX_LENGTH = 77;
/**
 * The DICT pattern for e-mail keys (already lowercase), plus what makes an address deliverable:
 * a dot in the domain, and a local part without leading, trailing or doubled dots.
 */
const EMAIL =
  /^[a-z0-9!#$&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$&'*+/=?^_`{|}~-]+)*@[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)+$/;
const UUID = /^([0-9a-f]{8})-?([0-9a-f]{4})-?([0-9a-f]{4})-?([0-9a-f]{4})-?([0-9a-f]{12})$/;
/** Pix phone keys are Brazilian mobiles: +55, area code, 9 and 8 digits. */
const BRAZILIAN_MOBILE = /^\+55\d{2}9\d{8}$/;

function readCpf(text: string): string | null {
  return isValidCpf(text) ? normalizeCpf(text) : null;
}

function readCnpj(text: string): string | null {
  return isValidCnpj(text) ? normalizeCnpj(text) : null;
}

function readEmail(text: string): string | null {
  const email = text.toLowerCase();
  return email.length <= EMAIL_MAX_LENGTH && EMAIL.test(email) ? email : null;
}

function readPhone(text: string): string | null {
  const phone = normalizeBrazilianPhone(text);
  return phone !== null && BRAZILIAN_MOBILE.test(phone) ? phone : null;
}

function readEvp(text: string): string | null {
  const match = UUID.exec(text.toLowerCase());
  // The hyphens must be all there or all missing: '123e4567e89b-12d3…' is a typo, not a key.
  if (!match || (text.length !== 32 && text.length !== 36)) return null;
  return match.slice(1).join('-');
}

const READERS: Record<PixKeyType, (text: string) => string | null> = {
  cpf: readCpf,
  cnpj: readCnpj,
  email: readEmail,
  phone: readPhone,
  evp: readEvp,
};

/** Order of guessing: a CPF wins over a phone written with the same 11 digits. */
const GUESS_ORDER: readonly PixKeyType[] = ['email', 'evp', 'cpf', 'cnpj', 'phone'];

/** The most helpful reason when nothing matched, from the shape of what was typed. */
function reasonFor(text: string): FieldErrorCode {
  if (text.includes('@')) {
    return text.length > EMAIL_MAX_LENGTH ? 'PIX_KEY_EMAIL_TOO_LONG' : 'PIX_KEY_EMAIL_INVALID';
  }
  if (text.startsWith('+')) return 'PIX_KEY_PHONE_INVALID';
  const compact = text.replace(/[\s().\-/]/g, '');
  if (/^[0-9a-f]{32}$/i.test(compact) && /[a-f]/i.test(compact)) return 'PIX_KEY_EVP_INVALID';
  if (/^\d{11}$/.test(compact)) {
    return /^\d{3}\.\d{3}\.\d{3}-\d{2}$/.test(text)
      ? 'PIX_KEY_CPF_INVALID'
      : 'PIX_KEY_CPF_OR_PHONE';
  }
  if (/^[0-9A-Z]{12}\d{2}$/i.test(compact)) return 'PIX_KEY_CNPJ_INVALID';
  if (/^\d{10,13}$/.test(compact)) return 'PIX_KEY_PHONE_INVALID';
  return 'PIX_KEY_INVALID';
}

const TYPE_CODES: Record<PixKeyType, FieldErrorCode> = {
  cpf: 'PIX_KEY_CPF_INVALID',
  cnpj: 'PIX_KEY_CNPJ_INVALID',
  email: 'PIX_KEY_EMAIL_INVALID',
  phone: 'PIX_KEY_PHONE_INVALID',
  evp: 'PIX_KEY_EVP_INVALID',
};

function typeCode(type: PixKeyType, text: string): FieldErrorCode {
  if (type === 'email' && text.length > EMAIL_MAX_LENGTH) return 'PIX_KEY_EMAIL_TOO_LONG';
  return TYPE_CODES[type];
}

/**
 * Reads a Pix key as people type or paste it and gives it in the DICT format:
 * - CPF: 11 digits with valid check digits ('123.456.789-09' → '12345678909');
 * - CNPJ: 14 characters [0-9A-Z], numeric or alphanumeric, upper-cased, valid check digits;
 * - phone: a Brazilian mobile in E.164 ('(11) 99999-9999', '11999999999' or
 *   '+55 11 99999-9999' → '+5511999999999'); landlines and other countries cannot be Pix keys;
 * - e-mail: lower-cased, at most 77 characters;
 * - EVP (chave aleatória): lowercase UUID with hyphens (also read without hyphens).
 * Without `options.type` the type is guessed; 11 digits that are a valid CPF are a CPF (pass
 * `{ type: 'phone' }`, or write '+55…', for a phone number). Never throws on a string or any other
 * value; the failure carries a FieldErrorCode (worded at the edge).
 * @throws RangeError when `options.type` is not one of PIX_KEY_TYPES (a programmer error).
 */
export function parsePixKey(input: unknown, options: ParsePixKeyOptions = {}): ParsePixKeyResult {
  // `options?.` because JavaScript callers may pass null.
  const hint = options?.type;
  if (hint !== undefined && !PIX_KEY_TYPES.includes(hint)) {
    throw new RangeError(`parsePixKey: unknown key type "${String(hint)}"`);
  }
  if (typeof input !== 'string' || input.trim() === '') {
    return { ok: false, code: 'REQUIRED' };
  }
  const text = input.trim();
  if (hint !== undefined) {
    const key = READERS[hint](text);
    return key === null ? { ok: false, code: typeCode(hint, text) } : { ok: true, type: hint, key };
  }
  for (const type of GUESS_ORDER) {
    const key = READERS[type](text);
    if (key !== null) return { ok: true, type, key };
  }
  return { ok: false, code: reasonFor(text) };
}
