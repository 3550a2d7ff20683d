import { BOLETO_MESSAGES, parseBoleto } from '@ipe/domain';
import type { MaskPattern } from '../MaskedField';

/** Boleto de cobrança: 47 digits in the grouping printed on the slip. */
export const BANK_LINE_MASK: MaskPattern = '99999.99999 99999.999999 99999.999999 9 99999999999999';
/** Arrecadação (utilities, taxes): 48 digits in four blocks of 11 + check digit; starts with 8. */
export const COLLECTION_LINE_MASK: MaskPattern =
  '99999999999-9 99999999999-9 99999999999-9 99999999999-9';

export function boletoLineMask(raw: string): MaskPattern {
  return raw.startsWith('8') ? COLLECTION_LINE_MASK : BANK_LINE_MASK;
}

/**
 * The pt-BR reason a typed line cannot be paid (wrong length, a check digit that does not match),
 * from @ipe/domain's parser; undefined when it is valid (or empty).
 */
export function validateBoletoLine(raw: string, today?: string | Date): string | undefined {
  if (raw === '') return undefined;
  const expected = raw.startsWith('8') ? 48 : 47;
  if (raw.length !== expected) return BOLETO_MESSAGES.wrongLength(raw.length);
  const result = parseBoleto(raw, today === undefined ? {} : { today });
  return result.ok ? undefined : result.error;
}
