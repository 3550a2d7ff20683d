import {
  BANK_LINE_LENGTH,
  bankBarcodeToLine,
  bankLineToBarcode,
  checkBankBarcode,
  checkBankLineFields,
} from './bankBoleto';
import { boletoDigits } from './boletoDigits';
import { todayInSaoPaulo } from '../calendar';
import { dayFromInput } from './calendarDay';
import {
  COLLECTION_LINE_LENGTH,
  COLLECTION_PRODUCT,
  checkCollectionBarcode,
  checkCollectionHeader,
  checkCollectionLineBlocks,
  collectionBarcodeToLine,
  collectionLineToBarcode,
  segmentOf,
  valueTypeOf,
} from './collectionBoleto';
import { BARCODE_LENGTH } from './convertBoleto';
import { dateFromFactor } from './dueDateFactor';
import { BOLETO_MESSAGES, boletoError } from './messages';
import type {
  BankBoleto,
  CollectionBoleto,
  CollectionSegment,
  CollectionValueType,
  ParseBoletoOptions,
  ParseBoletoResult,
} from './types';

/**
 * Reads a boleto typed or scanned by the user: a 47-digit bank line, a 48-digit collection line
 * (starts with 8) or a 44-digit barcode of either kind (a barcode starting with 8 is read as
 * collection), with or without dots, spaces and dashes. Every check digit is verified. Never
 * throws: anything unreadable gives `{ ok: false, code, error }` with a pt-BR reason.
 */
export function parseBoleto(input: string, options: ParseBoletoOptions = {}): ParseBoletoResult {
  const digits = boletoDigits(input);
  if (digits === null) return boletoError('invalid-characters', BOLETO_MESSAGES.invalidCharacters);
  // `options?.` because JavaScript callers may pass null.
  const today = options?.today ?? todayInSaoPaulo();
  if (dayFromInput(today) === null)
    return boletoError('invalid-today', BOLETO_MESSAGES.invalidToday);

  switch (digits.length) {
    case BANK_LINE_LENGTH:
      return (
        checkBankLineFields(digits) ?? parseBankBarcode(bankLineToBarcode(digits), digits, today)
      );
    case COLLECTION_LINE_LENGTH:
      return (
        checkCollectionHeader(digits) ??
        checkCollectionLineBlocks(digits) ??
        parseCollectionBarcode(collectionLineToBarcode(digits), digits)
      );
    case BARCODE_LENGTH:
      if (digits.startsWith(COLLECTION_PRODUCT)) {
        return (
          checkCollectionHeader(digits) ??
          parseCollectionBarcode(digits, collectionBarcodeToLine(digits) as string)
        );
      }
      return parseBankBarcode(digits, bankBarcodeToLine(digits), today);
    default:
      return boletoError('wrong-length', BOLETO_MESSAGES.wrongLength(digits.length));
  }
}

function parseBankBarcode(barcode: string, line: string, today: string | Date): ParseBoletoResult {
  const invalid = checkBankBarcode(barcode);
  if (invalid) return invalid;
  const factor = Number(barcode.slice(5, 9));
  const value: BankBoleto = {
    kind: 'bank',
    barcode,
    line,
    bankCode: barcode.slice(0, 3),
    amountCents: Number(barcode.slice(9, 19)),
    dueDateFactor: factor,
    dueDate: dateFromFactor(factor, today),
  };
  return { ok: true, value };
}

/** `barcode` has a valid header (checked by the caller). */
function parseCollectionBarcode(barcode: string, line: string): ParseBoletoResult {
  const invalid = checkCollectionBarcode(barcode);
  if (invalid) return invalid;
  const segment = segmentOf(barcode[1]) as CollectionSegment;
  const valueType = valueTypeOf(barcode[2]) as CollectionValueType;
  const value: CollectionBoleto = {
    kind: 'collection',
    barcode,
    line,
    segment,
    valueType,
    amountCents: valueType === 6 || valueType === 8 ? Number(barcode.slice(4, 15)) : null,
    companyId: barcode.slice(15, segment === 6 ? 23 : 19),
    dueDate: null,
  };
  return { ok: true, value };
}
