import type { BoletoError } from './types';

/** User-facing reasons (pt-BR) for a boleto code that cannot be paid. */
export const BOLETO_MESSAGES = {
  invalidCharacters:
    'O código do boleto deve conter apenas números (pontos, espaços e traços são ignorados).',
  wrongLength: (length: number) =>
    `O código do boleto deve ter 47 dígitos (boleto bancário), 48 (conta de consumo ou tributo) ou 44 (código de barras); foram informados ${length}.`,
  unknownFormat:
    'Formato de boleto desconhecido: a linha de 48 dígitos de contas de consumo e tributos começa com 8.',
  invalidCurrency: 'Código de moeda inválido: o boleto bancário deve ser em reais (moeda 9).',
  invalidSegment: 'Segmento de arrecadação inválido (segundo dígito).',
  invalidValueType: 'Identificador de valor inválido (terceiro dígito deve ser 6, 7, 8 ou 9).',
  badFieldCheckDigit: (field: number) =>
    `Dígito verificador do campo ${field} inválido. Confira a digitação.`,
  badGeneralCheckDigit: 'Dígito verificador geral inválido. Confira a digitação.',
  invalidToday: 'Data de referência inválida (use aaaa-mm-dd).',
} as const;

export function boletoError(code: BoletoError['code'], error: string, field?: number): BoletoError {
  return field === undefined ? { ok: false, code, error } : { ok: false, code, error, field };
}
