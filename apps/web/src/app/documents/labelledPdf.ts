/** A titled group of label/value lines; a null value leaves its line out. */
export interface PdfSection {
  title: string;
  lines: Array<[label: string, value: string | null]>;
}

/** A4 in points; one page of label/value lines. */
const PAGE = { width: 595, margin: 56, line: 18, gap: 12, labelWidth: 140 } as const;

/**
 * A receipt-like document as a PDF (jsPDF, fetched only when someone asks for it): a title, then
 * sections of label/value lines. The text is real text, so it can be searched, copied and read
 * aloud (and the e2e reads it back).
 */
export async function labelledPdf(document: {
  title: string;
  subject: string;
  /**
   * The first section's first line: the amount, which a screen shows large above the lines
   * (ReceiptView) and a page of text prints as one of them.
   */
  lead?: [label: string, value: string];
  sections: readonly PdfSection[];
}): Promise<Blob> {
  const { jsPDF } = await import('jspdf');
  const doc = new jsPDF({ unit: 'pt', format: 'a4' });
  doc.setProperties({ title: document.title, subject: document.subject });
  let y = PAGE.margin;
  doc.setFont('helvetica', 'bold').setFontSize(18);
  doc.text(document.title, PAGE.margin, y);
  y += PAGE.line * 2;
  for (const [index, section] of document.sections.entries()) {
    doc.setFont('helvetica', 'bold').setFontSize(13);
    doc.text(section.title, PAGE.margin, y);
    y += PAGE.line;
    doc.setFontSize(10);
    const lines = index === 0 && document.lead ? [document.lead, ...section.lines] : section.lines;
    for (const [label, value] of lines) {
      if (value === null) continue;
      doc.setFont('helvetica', 'normal');
      doc.text(label, PAGE.margin, y);
      doc.text(
        doc.splitTextToSize(value, PAGE.width - PAGE.margin * 2 - PAGE.labelWidth),
        PAGE.margin + PAGE.labelWidth,
        y,
      );
      y += PAGE.line;
    }
    y += PAGE.gap;
  }
  return doc.output('blob');
}
