import { BANK_LINE_LENGTH, bankBarcodeToLine, bankLineToBarcode } from './bankBoleto';
import { boletoDigits } from './boletoDigits';
import {
  COLLECTION_LINE_LENGTH,
  COLLECTION_PRODUCT,
  collectionBarcodeToLine,
  collectionLineToBarcode,
} from './collectionBoleto';

export const BARCODE_LENGTH = 44;

/**
 * The typeable line (47 digits for bank boletos, 48 for collection ones, which start with 8) of a
 * 44-digit barcode, separators allowed in the input; null when it is not 44 digits, or a
 * collection barcode with a value type other than 6–9. Computes the line's field/block check
 * digits but does not verify the barcode's own: use `parseBoleto` to validate.
 */
export function barcodeToLine(barcode: string): string | null {
  const digits = boletoDigits(barcode);
  if (digits?.length !== BARCODE_LENGTH) return null;
  return digits.startsWith(COLLECTION_PRODUCT)
    ? collectionBarcodeToLine(digits)
    : bankBarcodeToLine(digits);
}

/**
 * The 44-digit barcode of a 47-digit bank line or a 48-digit collection line (separators
 * allowed); null for anything else. It only rearranges digits (dropping the line's own check
 * digits unverified): use `parseBoleto` to validate.
 */
export function lineToBarcode(line: string): string | null {
  const digits = boletoDigits(line);
  if (digits?.length === BANK_LINE_LENGTH) return bankLineToBarcode(digits);
  if (digits?.length === COLLECTION_LINE_LENGTH && digits.startsWith(COLLECTION_PRODUCT)) {
    return collectionLineToBarcode(digits);
  }
  return null;
}
