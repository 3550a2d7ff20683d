import PDFDocument from 'pdfkit';
import type { Readable } from 'node:stream';
import { formatBrl, formatCnpj, formatDay, toSaoPauloDate } from '@ipe/domain';
import { formatDocument } from './statementExport';
import type { IncomeReport } from '../incomeReport';

const MARGIN = 56;

/**
 * The informe de rendimentos financeiros as a PDF, in the order Receita Federal's model keeps:
 * the paying source, the beneficiary, the balances on 31 December and the income by taxation.
 */
export function incomeReportPdf(report: IncomeReport, generatedAt: Date): Readable {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    info: { Title: `Informe de rendimentos ${report.year}`, Author: report.payer.name },
  });
  const section = (title: string) => {
    doc.moveDown(1).font('Helvetica-Bold').fontSize(11).text(title);
    doc.font('Helvetica').fontSize(10).moveDown(0.3);
  };
  const row = (label: string, value: string) => {
    const y = doc.y;
    doc.text(label, MARGIN, y, { width: 330 });
    const below = doc.y;
    doc.text(value, MARGIN + 340, y, { width: doc.page.width - 2 * MARGIN - 340, align: 'right' });
    doc.y = Math.max(below, doc.y);
    doc.x = MARGIN;
  };

  doc.font('Helvetica-Bold').fontSize(14).text('Informe de rendimentos financeiros');
  doc.font('Helvetica').fontSize(10);
  doc.text(`Ano-calendário ${report.year} · Exercício ${report.year + 1}`);

  section('1. Fonte pagadora');
  row('Nome empresarial', report.payer.name);
  row('CNPJ', formatCnpj(report.payer.cnpj));

  section('2. Beneficiário');
  row('Nome', report.holder.name);
  row(
    report.holder.document.length === 11 ? 'CPF' : 'CNPJ',
    formatDocument(report.holder.document),
  );

  section('3. Saldos em conta corrente');
  row('Agência e conta', `${report.branch} / ${report.number}`);
  row(`Saldo em 31/12/${report.year - 1}`, formatBrl(report.balanceBefore));
  row(`Saldo em 31/12/${report.year}`, formatBrl(report.balanceAtEnd));

  section('4. Rendimentos');
  row('Rendimentos isentos e não tributáveis', formatBrl(report.income.exempt));
  row('Rendimentos sujeitos à tributação exclusiva', formatBrl(report.income.exclusiveTaxation));
  row('Imposto retido na fonte', formatBrl(0));

  doc.moveDown(2).fontSize(8).fillColor('#555555');
  doc.text(
    'Declare os saldos em Bens e Direitos (código 06.01, depósito em conta corrente). ' +
      `Documento gerado em ${formatDay(toSaoPauloDate(generatedAt))}.`,
  );
  doc.end();
  return doc;
}
