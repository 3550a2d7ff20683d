import { normalizeBrazilianPhone } from '@ipe/domain';
import type { MaskPattern } from '../MaskedField';

export const LANDLINE_MASK: MaskPattern = '(99) 9999-9999';
export const MOBILE_MASK: MaskPattern = '(99) 99999-9999';

/** Ten digits read as a landline; the eleventh turns it into a mobile (9 + 8 digits). */
export function phoneMask(raw: string): MaskPattern {
  return raw.length > 10 ? MOBILE_MASK : LANDLINE_MASK;
}

export const PHONE_MESSAGES = {
  invalid: 'Telefone inválido. Informe o DDD e o número, como (11) 98765-4321.',
} as const;

/** The pt-BR reason a phone cannot be used, or undefined when it is valid (or empty). */
export function validatePhone(raw: string): string | undefined {
  if (raw === '') return undefined;
  return normalizeBrazilianPhone(raw) ? undefined : PHONE_MESSAGES.invalid;
}
