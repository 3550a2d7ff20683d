import type { jsPDF as PdfDocument } from 'jspdf';
import { formatBoletoLine } from '@ipe/domain';

/** A boleto as it prints, every word already in the reader's language. */
export interface BoletoSheet {
  title: string;
  /** The PDF's subject (what identifies it: the charge's txid). */
  subject: string;
  /** The stub the payer keeps, the slip the bank reads, and what is written on the cut. */
  stubTitle: string;
  slipTitle: string;
  cutLabel: string;
  /** Label/value boxes: beneficiary, payer, due date, amount, our number… */
  rows: Array<[label: string, value: string]>;
  instructionsLabel: string;
  instructions: string[];
  /** The Pix QR Code that pays it, with the sentence beside it; absent, no QR is drawn. */
  pix?: { code: string; caption: string } | undefined;
  lineLabel: string;
  /** The 47-digit line and the 44-digit barcode under it. */
  line: string;
  barcode: string;
}

/** A4 in points. The ITF module is 0.72 pt (0.25 mm, FEBRABAN's narrowest bar). */
const PAGE = { width: 595, height: 842, margin: 40 } as const;
const BOX = { height: 26, label: 6.5, value: 9.5, pad: 4, lineHeight: 11 } as const;
const BARCODE = { module: 0.72, height: 37 } as const;
const QR_SIZE = 110;

type Doc = PdfDocument;

/** A field as boletos print them: a thin box, a small label on top, the value under it. */
function box(doc: Doc, x: number, y: number, width: number, label: string, value: string): number {
  const lines = doc.setFontSize(BOX.value).splitTextToSize(value, width - BOX.pad * 2) as string[];
  const height = BOX.height + (lines.length - 1) * BOX.lineHeight;
  doc.setLineWidth(0.5).rect(x, y, width, height);
  doc
    .setFont('helvetica', 'normal')
    .setFontSize(BOX.label)
    .text(label, x + BOX.pad, y + 8);
  doc.setFontSize(BOX.value).text(lines, x + BOX.pad, y + 18);
  return height;
}

/**
 * The rows as boxes, two to a line, and a value too long for half the width on a line of its
 * own (wrapped, never cut: every word stays in the PDF); answers where the grid ends.
 */
function grid(doc: Doc, rows: BoletoSheet['rows'], top: number): number {
  const width = PAGE.width - PAGE.margin * 2;
  const half = width / 2;
  let y = top;
  let column = 0;
  for (const [label, value] of rows) {
    const fitsHalf =
      (doc.setFontSize(BOX.value).splitTextToSize(value, half - BOX.pad * 2) as string[]).length ===
      1;
    if (!fitsHalf) {
      if (column === 1) y += BOX.height;
      column = 0;
      y += box(doc, PAGE.margin, y, width, label, value);
      continue;
    }
    box(doc, PAGE.margin + column * half, y, half, label, value);
    if (column === 1) y += BOX.height;
    column = 1 - column;
  }
  return column === 1 ? y + BOX.height : y;
}

/**
 * A boleto as a PDF in the standard layout (jsPDF, JsBarcode and qrcode, loaded only when asked
 * for): the payer's receipt stub, a dashed cut, then the bank slip (ficha de compensação) with
 * the bank's code and the line in its header, the fields in boxes, the instructions beside the
 * Pix QR Code, and the ITF barcode at the foot. Everything is vectors and real text, so it prints
 * sharp and a reader finds every word.
 */
export async function boletoSheetPdf(sheet: BoletoSheet): Promise<Blob> {
  const [{ jsPDF }, { default: JsBarcode }, QRCode] = await Promise.all([
    import('jspdf'),
    import('jsbarcode'),
    import('qrcode'),
  ]);
  const doc = new jsPDF({ unit: 'pt', format: 'a4' });
  const left = PAGE.margin;
  const width = PAGE.width - PAGE.margin * 2;
  const line = formatBoletoLine(sheet.line) ?? sheet.line;
  doc.setProperties({ title: sheet.title, subject: sheet.subject });

  let y = PAGE.margin + 8;
  doc.setFont('helvetica', 'bold').setFontSize(16).text(sheet.title, left, y);

  // The payer's receipt stub.
  y += 22;
  doc.setFontSize(10).text(sheet.stubTitle, left, y);
  y = grid(doc, sheet.rows, y + 6);
  box(doc, left, y, width, sheet.lineLabel, line);
  y += BOX.height + 18;

  // The cut.
  doc
    .setLineDashPattern([3, 3], 0)
    .line(left, y, left + width, y)
    .setLineDashPattern([], 0);
  doc
    .setFont('helvetica', 'normal')
    .setFontSize(6.5)
    .text(sheet.cutLabel, left + width, y - 3, {
      align: 'right',
    });
  y += 22;

  // The bank slip: bank code | line.
  doc.setFont('helvetica', 'bold').setFontSize(10).text(sheet.slipTitle, left, y);
  y += 8;
  doc.setLineWidth(1).line(left, y + 18, left + width, y + 18);
  // The issuing bank's COMPE code: the line's first three digits.
  doc.setFontSize(14).text(sheet.line.slice(0, 3), left, y + 14);
  doc
    .setFont('courier', 'bold')
    .setFontSize(11)
    .text(line, left + width, y + 14, {
      align: 'right',
    });
  y = grid(doc, sheet.rows, y + 22);

  // Instructions, and the Pix QR Code beside them.
  const instructionsHeight = Math.max(QR_SIZE, 14 + sheet.instructions.length * 12) + 10;
  doc.setLineWidth(0.5).rect(left, y, width, instructionsHeight);
  doc.setFont('helvetica', 'normal').setFontSize(BOX.label);
  doc.text(sheet.instructionsLabel, left + BOX.pad, y + 8);
  const textWidth = sheet.pix ? width - QR_SIZE - 20 : width - BOX.pad * 2;
  doc.setFontSize(9);
  let instructionY = y + 20;
  for (const instruction of sheet.instructions) {
    const wrapped = doc.splitTextToSize(instruction, textWidth) as string[];
    doc.text(wrapped, left + BOX.pad, instructionY);
    instructionY += 12 * wrapped.length;
  }
  if (sheet.pix) {
    const qr = QRCode.create(sheet.pix.code, { errorCorrectionLevel: 'M' }).modules;
    const cell = (QR_SIZE - 10) / qr.size;
    const qrLeft = left + width - QR_SIZE;
    for (let row = 0; row < qr.size; row++) {
      for (let col = 0; col < qr.size; col++) {
        if (qr.get(row, col)) doc.rect(qrLeft + col * cell, y + 5 + row * cell, cell, cell, 'F');
      }
    }
    doc.setFontSize(8);
    const caption = doc.splitTextToSize(sheet.pix.caption, textWidth) as string[];
    doc.text(caption, left + BOX.pad, instructionY + 6);
    instructionY += 6 + 10 * caption.length;
    doc.setFontSize(6);
    doc.text(
      doc.splitTextToSize(sheet.pix.code, textWidth) as string[],
      left + BOX.pad,
      instructionY + 4,
    );
  }
  y += instructionsHeight + 14;

  // Interleaved 2 of 5 of the 44 digits: JsBarcode encodes it, each '1' a bar module.
  for (const run of itfModules(JsBarcode, sheet.barcode).matchAll(/1+/g)) {
    doc.rect(
      left + run.index * BARCODE.module,
      y,
      run[0].length * BARCODE.module,
      BARCODE.height,
      'F',
    );
  }
  return doc.output('blob');
}

/** The bars of an interleaved 2 of 5 code as JsBarcode encodes them: '1' a dark module. */
export function itfModules(
  JsBarcode: (target: object, value: string, options: { format: string }) => void,
  digits: string,
): string {
  const encoded: { encodings?: Array<{ data: string }> } = {};
  JsBarcode(encoded, digits, { format: 'ITF' });
  return encoded.encodings?.[0]?.data ?? '';
}
