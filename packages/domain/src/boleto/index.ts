// Boleto: bank (cobrança) and collection (arrecadação) lines and barcodes.
export { parseBoleto } from './parseBoleto';
export { bankBarcode, BANK_BARCODE_MAX_CENTS, type BankBarcodeInput } from './bankBoleto';
export { collectionBarcode, type CollectionBarcodeInput } from './collectionBoleto';
export { formatBoletoLine } from './formatBoletoLine';
export { barcodeToLine, lineToBarcode } from './convertBoleto';
export {
  dueDateFactor,
  dateFromFactor,
  DUE_DATE_FACTOR_BASE,
  DUE_DATE_FACTOR_CYCLE_DAYS,
} from './dueDateFactor';
export { BOLETO_MESSAGES } from './messages';
export {
  BOLETO_PAYMENT_CUTOFF_HOUR,
  boletoLineProblem,
  boletoProcessingDay,
  boletoScheduleDay,
  type BoletoLineProblem,
} from './boletoPayment';
export type {
  Boleto,
  BankBoleto,
  CollectionBoleto,
  BoletoKind,
  CollectionSegment,
  CollectionValueType,
  BoletoError,
  BoletoErrorCode,
  ParseBoletoOptions,
  ParseBoletoResult,
} from './types';
