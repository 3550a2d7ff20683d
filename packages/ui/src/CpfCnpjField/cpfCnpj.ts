import { isValidCnpj, isValidCpf } from '@ipe/domain';
import type { MaskPattern } from '../MaskedField';

export const CPF_MASK: MaskPattern = '999.999.999-99';
/** Alphanumeric CNPJ (in force since July 2026): 12 letters or digits, 2 check digits. */
export const CNPJ_MASK: MaskPattern = 'AA.AAA.AAA/AAAA-99';

/** A CPF until it cannot be one: a 12th character or any letter makes it a CNPJ. */
export function cpfCnpjMask(raw: string): MaskPattern {
  return raw.length > 11 || /[A-Z]/.test(raw) ? CNPJ_MASK : CPF_MASK;
}

export const CPF_CNPJ_MESSAGES = {
  invalidCpf: 'CPF inválido. Confira os números digitados.',
  invalidCnpj: 'CNPJ inválido. Confira os caracteres digitados.',
  incomplete: 'Informe um CPF com 11 dígitos ou um CNPJ com 14 caracteres.',
} as const;

/** The pt-BR reason a CPF or CNPJ cannot be used, or undefined when it is valid (or empty). */
export function validateCpfCnpj(raw: string): string | undefined {
  if (raw === '') return undefined;
  if (raw.length === 11 && /^\d+$/.test(raw)) {
    return isValidCpf(raw) ? undefined : CPF_CNPJ_MESSAGES.invalidCpf;
  }
  if (raw.length === 14) return isValidCnpj(raw) ? undefined : CPF_CNPJ_MESSAGES.invalidCnpj;
  return CPF_CNPJ_MESSAGES.incomplete;
}
