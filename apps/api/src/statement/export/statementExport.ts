import { formatCnpj, formatCpf, type CalendarDate, type Cents } from '@ipe/domain';
import type { StatementItem, StatementPage } from '../statements';

/** Everything a statement document says besides its lines. */
export interface StatementHeader {
  bank: { name: string; code: string; ispb: string };
  holder: { name: string; document: string };
  branch: string;
  number: string;
  from: CalendarDate;
  to: CalendarDate;
  /** Posted balance when the period began (midnight of `from`, São Paulo). */
  openingBalance: Cents;
  /** Posted balance when it ended (midnight after `to`). */
  closingBalance: Cents;
  generatedAt: Date;
}

/**
 * A statement to export: its header and its lines, newest first as the screen shows them, read
 * page by page (the server's keyset cursor) so a long period never sits in memory at once.
 */
export interface StatementExport {
  header: StatementHeader;
  lines: AsyncIterable<StatementItem>;
}

/** Export formats (docs/architecture/statements.md, "Exports"). */
export const EXPORT_FORMATS = ['pdf', 'csv', 'csv-plain', 'ofx', 'ofx1'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];

/** Every line of the period, a page at a time; `first` is the page already read to check the query. */
export async function* allLines(
  first: StatementPage,
  next: (cursor: string) => Promise<StatementPage>,
): AsyncGenerator<StatementItem> {
  let page = first;
  for (;;) {
    yield* page.items;
    if (!page.next_cursor) return;
    page = await next(page.next_cursor);
  }
}

/** Centavos as a signed decimal: '-87,50' for Brazilian spreadsheets, '-87.50' for programs. */
export function decimalAmount(cents: Cents, separator: ',' | '.'): string {
  const digits = String(Math.abs(cents)).padStart(3, '0');
  return `${cents < 0 ? '-' : ''}${digits.slice(0, -2)}${separator}${digits.slice(-2)}`;
}

/** A holder's CPF (11 digits) or CNPJ, written the Brazilian way. */
export const formatDocument = (document: string): string =>
  document.length === 11 ? formatCpf(document) : formatCnpj(document);
