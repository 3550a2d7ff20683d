import PDFDocument from 'pdfkit';
import type { Readable } from 'node:stream';
import { formatBrl, formatDay, formatSaoPauloTime, toSaoPauloDate } from '@ipe/domain';
import { formatDocument, type StatementExport } from './statementExport';

const MARGIN = 48;
const COLUMNS = { date: MARGIN, title: MARGIN + 92, amount: 420, amountWidth: 127 };

/**
 * The statement as a PDF (pdfkit), written page by page while the lines are read: the header with
 * the holder, branch and account, the period and its opening and closing balances, then the lines.
 * pdfkit streams each finished page, and the next line is read only when the reader has taken
 * what was written (`readerWants`), so a year of movements never sits in memory, however slowly
 * it is downloaded.
 */
export function statementPdf(statement: StatementExport): Readable {
  const { header } = statement;
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: {
      Title: `Extrato ${formatDay(header.from)} a ${formatDay(header.to)}`,
      Author: header.bank.name,
    },
  });
  const bottom = () => doc.page.height - MARGIN - 24;
  const tableHeader = () => {
    doc.font('Helvetica-Bold').fontSize(9).fillColor('#444444');
    const y = doc.y;
    doc.text('Data', COLUMNS.date, y);
    doc.text('Descrição', COLUMNS.title, y);
    doc.text('Valor', COLUMNS.amount, y, { width: COLUMNS.amountWidth, align: 'right' });
    doc
      .moveTo(MARGIN, doc.y + 2)
      .lineTo(doc.page.width - MARGIN, doc.y + 2)
      .stroke('#cccccc');
    doc.moveDown(0.6);
    doc.font('Helvetica').fillColor('#000000');
  };

  doc.font('Helvetica-Bold').fontSize(16).text(header.bank.name);
  doc.font('Helvetica').fontSize(12).text('Extrato de conta corrente');
  doc.moveDown(0.8).fontSize(10);
  doc.text(`Titular: ${header.holder.name} (${formatDocument(header.holder.document)})`);
  doc.text(`Banco ${header.bank.code} · Agência ${header.branch} · Conta ${header.number}`);
  doc.text(`Período: ${formatDay(header.from)} a ${formatDay(header.to)}`);
  doc.text(`Saldo inicial: ${formatBrl(header.openingBalance)}`);
  doc.text(`Saldo final: ${formatBrl(header.closingBalance)}`);
  doc.moveDown(1);
  tableHeader();

  const wanted = readerWants(doc);
  void (async () => {
    try {
      let lines = 0;
      for await (const line of statement.lines) {
        // A download given up: stop reading the period (leaving the loop ends its pages).
        if (doc.destroyed) return;
        if (doc.y > bottom()) {
          doc.addPage();
          tableHeader();
        }
        const at = new Date(line.created_at);
        const y = doc.y;
        const who = line.counterparty?.holder_name ?? line.counterparty_name;
        const detail = [who, line.description].filter(Boolean).join(' · ');
        const pending =
          line.status === 'pending'
            ? ' (pendente)'
            : line.status === 'voided'
              ? ' (cancelada)'
              : '';
        doc
          .fontSize(9)
          .text(`${formatDay(toSaoPauloDate(at))} ${formatSaoPauloTime(at)}`, COLUMNS.date, y);
        doc.text(`${line.title}${pending}`, COLUMNS.title, y, {
          width: COLUMNS.amount - COLUMNS.title - 8,
        });
        const below = doc.y;
        doc.text(formatBrl(line.signed_amount_cents), COLUMNS.amount, y, {
          width: COLUMNS.amountWidth,
          align: 'right',
        });
        doc.y = below;
        if (detail) {
          doc
            .fillColor('#555555')
            .fontSize(8)
            .text(detail, COLUMNS.title, doc.y, {
              width: COLUMNS.amount - COLUMNS.title - 8,
            });
          doc.fillColor('#000000');
        }
        doc.moveDown(0.4);
        lines += 1;
        // The next line is read when the reader has taken what is written.
        await wanted();
      }
      if (lines === 0) doc.fontSize(10).text('Nenhuma movimentação no período.', MARGIN);
      doc.moveDown(1).fontSize(8).fillColor('#555555');
      doc.text(
        `Gerado em ${formatDay(toSaoPauloDate(header.generatedAt))} às ${formatSaoPauloTime(header.generatedAt)} (horário de Brasília).`,
        MARGIN,
      );
      doc.end();
    } catch (error) {
      doc.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  })();
  return doc;
}

/**
 * Resolves when the document's reader wants more. pdfkit pushes every object as it writes it and
 * ignores push's answer (its `_read` does nothing), so without this a slow download would have
 * the whole period read and the whole file held in memory. Node calls `_read` when the reader has
 * drained the buffer; a destroyed document wants nothing more and says so at once.
 */
function readerWants(doc: Readable): () => Promise<void> {
  let wake: (() => void) | undefined;
  const resume = () => {
    wake?.();
    wake = undefined;
  };
  doc._read = resume;
  doc.once('close', resume);
  return () =>
    doc.destroyed || doc.readableLength < doc.readableHighWaterMark
      ? Promise.resolve()
      : new Promise<void>((resolve) => {
          wake = resolve;
        });
}
