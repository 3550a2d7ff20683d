import { BANK_LINE_LENGTH } from './bankBoleto';
import { boletoDigits } from './boletoDigits';
import { COLLECTION_LINE_LENGTH } from './collectionBoleto';
import { BARCODE_LENGTH, barcodeToLine } from './convertBoleto';

/**
 * The line as printed on boletos: bank `00190.00009 07777.777009 00087.654182 6 49000000295295`,
 * collection `84610000000-5 24610029110-2 00546033900-4 69589506108-0`. Accepts a line or a
 * barcode (converted first), with or without separators; null when it is neither. It only lays
 * digits out: use `parseBoleto` to validate.
 */
export function formatBoletoLine(lineOrBarcode: string): string | null {
  let digits = boletoDigits(lineOrBarcode);
  if (digits?.length === BARCODE_LENGTH) digits = barcodeToLine(digits);
  if (digits?.length === BANK_LINE_LENGTH) {
    const d = digits;
    return `${d.slice(0, 5)}.${d.slice(5, 10)} ${d.slice(10, 15)}.${d.slice(15, 21)} ${d.slice(21, 26)}.${d.slice(26, 32)} ${d[32]} ${d.slice(33)}`;
  }
  if (digits?.length === COLLECTION_LINE_LENGTH && digits.startsWith('8')) {
    return [0, 12, 24, 36]
      .map((start) => `${digits.slice(start, start + 11)}-${digits[start + 11]}`)
      .join(' ');
  }
  return null;
}
