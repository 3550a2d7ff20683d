import { isValidCep } from '@ipe/domain';
import type { MaskPattern } from '../MaskedField';

export const CEP_MASK: MaskPattern = '99999-999';

export const CEP_MESSAGES = {
  invalid: 'CEP inválido. Informe os 8 dígitos, como 01310-100.',
} as const;

/** The pt-BR reason a CEP cannot be used, or undefined when it is valid (or empty). */
export function validateCep(raw: string): string | undefined {
  if (raw === '') return undefined;
  return raw.length === 8 && isValidCep(raw) ? undefined : CEP_MESSAGES.invalid;
}
