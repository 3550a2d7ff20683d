import type { Cents } from '../money';

/** 'bank' = boleto de cobrança (47-digit line); 'collection' = arrecadação (48-digit line, starts with 8). */
export type BoletoKind = 'bank' | 'collection';

/**
 * Collection segment (barcode position 2), FEBRABAN: 1 prefeituras, 2 saneamento, 3 energia
 * elétrica e gás, 4 telecomunicações, 5 órgãos governamentais, 6 carnês e demais empresas
 * (identified by CNPJ), 7 multas de trânsito, 9 uso exclusivo do banco. 0 and 8 are not assigned.
 */
export type CollectionSegment = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 9;

/**
 * Collection value identifier (barcode position 3): 6 = amount in reais, módulo 10;
 * 7 = reference quantity (e.g. an index), módulo 10; 8 = amount in reais, módulo 11;
 * 9 = reference quantity, módulo 11.
 */
export type CollectionValueType = 6 | 7 | 8 | 9;

export interface BankBoleto {
  kind: 'bank';
  /** 44 digits. */
  barcode: string;
  /** 47 digits, no separators. */
  line: string;
  /** COMPE code of the issuing bank (3 digits). */
  bankCode: string;
  /** Barcode positions 10–19. 0 means the payer fills the amount in. */
  amountCents: Cents;
  /** Raw factor, barcode positions 6–9 (0 = no due date). */
  dueDateFactor: number;
  /** 'yyyy-mm-dd' from the factor, in the cycle nearest to "today"; null for factor 0. */
  dueDate: string | null;
}

export interface CollectionBoleto {
  kind: 'collection';
  barcode: string;
  /** 48 digits, no separators. */
  line: string;
  segment: CollectionSegment;
  valueType: CollectionValueType;
  /**
   * Barcode positions 5–15 when the value type is 6 or 8 (effective amount in reais).
   * Null for 7 and 9: those positions hold a reference quantity, not money, and the amount due
   * is known only to the biller.
   */
  amountCents: Cents | null;
  /** Biller id: 4-digit FEBRABAN code (positions 16–19), or the 8-digit CNPJ root for segment 6. */
  companyId: string;
  /** Collection barcodes have no standard due-date field: always null. */
  dueDate: null;
}

export type Boleto = BankBoleto | CollectionBoleto;

export type BoletoErrorCode =
  | 'invalid-characters'
  | 'wrong-length'
  | 'unknown-format'
  | 'invalid-currency'
  | 'invalid-segment'
  | 'invalid-value-type'
  | 'bad-field-check-digit'
  | 'bad-general-check-digit'
  | 'invalid-today';

export interface BoletoError {
  ok: false;
  code: BoletoErrorCode;
  /** Reason in pt-BR, fit to show to the user. */
  error: string;
  /** For 'bad-field-check-digit': the field (bank, 1–3) or block (collection, 1–4). */
  field?: number;
}

export type ParseBoletoResult = { ok: true; value: Boleto } | BoletoError;

export interface ParseBoletoOptions {
  /** Reference date for the due-date factor cycle: 'yyyy-mm-dd' or a Date (read in São Paulo). */
  today?: string | Date;
}
