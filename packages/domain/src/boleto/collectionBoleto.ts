import { collectionMod11, mod10 } from './checkDigits';
import { BOLETO_MESSAGES, boletoError } from './messages';
import type { BoletoError, CollectionSegment, CollectionValueType } from './types';

/**
 * Collection boleto (arrecadação: concessionárias, tributos), FEBRABAN "Layout Padrão de
 * Arrecadação/Recebimento com Utilização do Código de Barras".
 *
 * Barcode (44): product 8(1) segment(1) value type(1) DV(1) value(11) company(4, or 8 for
 * segment 6) free field.
 * Line (48): the barcode cut into four blocks of 11 digits, each followed by its check digit,
 * computed — like the general DV over the 43 other barcode digits — by módulo 10 when the value
 * type is 6 or 7 and by módulo 11 when it is 8 or 9.
 */

export const COLLECTION_LINE_LENGTH = 48;
export const COLLECTION_PRODUCT = '8';
const BLOCK = 11;

export function valueTypeOf(digit: string | undefined): CollectionValueType | null {
  return digit === '6' || digit === '7' || digit === '8' || digit === '9'
    ? (Number(digit) as CollectionValueType)
    : null;
}

export function segmentOf(digit: string | undefined): CollectionSegment | null {
  return digit !== undefined && /^[1-79]$/.test(digit)
    ? (Number(digit) as CollectionSegment)
    : null;
}

function checkDigitFor(valueType: CollectionValueType): (digits: string) => number {
  return valueType <= 7 ? mod10 : collectionMod11;
}

/** Null when the value type (barcode position 3) is not 6–9: the block digits are then unknowable. */
export function collectionBarcodeToLine(barcode: string): string | null {
  const valueType = valueTypeOf(barcode[2]);
  if (valueType === null) return null;
  const checkDigit = checkDigitFor(valueType);
  let line = '';
  for (let start = 0; start < barcode.length; start += BLOCK) {
    const block = barcode.slice(start, start + BLOCK);
    line += block + String(checkDigit(block));
  }
  return line;
}

export function collectionLineToBarcode(line: string): string {
  let barcode = '';
  for (let start = 0; start < line.length; start += BLOCK + 1)
    barcode += line.slice(start, start + BLOCK);
  return barcode;
}

/** Product, value type and segment of a collection barcode or line (same first 3 digits). */
export function checkCollectionHeader(digits: string): BoletoError | null {
  if (digits[0] !== COLLECTION_PRODUCT)
    return boletoError('unknown-format', BOLETO_MESSAGES.unknownFormat);
  if (valueTypeOf(digits[2]) === null)
    return boletoError('invalid-value-type', BOLETO_MESSAGES.invalidValueType);
  if (segmentOf(digits[1]) === null)
    return boletoError('invalid-segment', BOLETO_MESSAGES.invalidSegment);
  return null;
}

/** Check digits of the four blocks of a 48-digit line whose header is valid. */
export function checkCollectionLineBlocks(line: string): BoletoError | null {
  const checkDigit = checkDigitFor(valueTypeOf(line[2]) as CollectionValueType);
  for (let block = 0; block < 4; block++) {
    const start = block * (BLOCK + 1);
    if (checkDigit(line.slice(start, start + BLOCK)) !== line.charCodeAt(start + BLOCK) - 48) {
      return boletoError(
        'bad-field-check-digit',
        BOLETO_MESSAGES.badFieldCheckDigit(block + 1),
        block + 1,
      );
    }
  }
  return null;
}

/** The general check digit a collection barcode with a valid header must carry at position 4. */
export function collectionGeneralCheckDigit(barcode: string): number {
  return checkDigitFor(valueTypeOf(barcode[2]) as CollectionValueType)(
    barcode.slice(0, 3) + barcode.slice(4),
  );
}

/** General check digit of a collection barcode whose header is valid. */
export function checkCollectionBarcode(barcode: string): BoletoError | null {
  if (collectionGeneralCheckDigit(barcode) !== barcode.charCodeAt(3) - 48) {
    return boletoError('bad-general-check-digit', BOLETO_MESSAGES.badGeneralCheckDigit);
  }
  return null;
}

export interface CollectionBarcodeInput {
  segment: CollectionSegment;
  /** 6 or 8: the amount in reais, checked by módulo 10 or 11. */
  valueType: 6 | 8;
  /** Centavos, in 11 digits. */
  amount: number;
  /** The biller: its 4-digit FEBRABAN code (its CNPJ root of 8 for segment 6) and free field, 29 digits together. */
  company: string;
}

/** The 44-digit barcode of a collection bill (the reverse of parseBoleto for one with an amount). */
export function collectionBarcode({
  segment,
  valueType,
  amount,
  company,
}: CollectionBarcodeInput): string {
  if (!/^\d{29}$/.test(company))
    throw new RangeError('A collection barcode needs 29 digits after the amount');
  if (!Number.isInteger(amount) || amount < 0 || amount > 99_999_999_999) {
    throw new RangeError('A collection barcode holds 0 to 99,999,999,999 centavos');
  }
  const digits = `${COLLECTION_PRODUCT}${segment}${valueType}0${String(amount).padStart(11, '0')}${company}`;
  return digits.slice(0, 3) + String(collectionGeneralCheckDigit(digits)) + digits.slice(4);
}
