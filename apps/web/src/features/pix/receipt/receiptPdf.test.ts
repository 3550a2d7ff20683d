import i18next from 'i18next';
import { describe, expect, it } from 'vitest';
import { formatBrl } from '@ipe/domain';
import { pixPayment } from '../../../app/testing/fixtures';
import { pixPtBR } from '../texts/ptBR';
import { receiptFileName, receiptSections, receiptPdf } from './receiptPdf';

async function pixT() {
  const instance = i18next.createInstance();
  await instance.init({ lng: 'pt-BR', resources: { 'pt-BR': { pix: pixPtBR } }, ns: ['pix'] });
  return instance.getFixedT('pt-BR', 'pix');
}

describe('the receipt as a PDF', () => {
  it('prints every line the screen shows, the unknown left out', async () => {
    const t = await pixT();
    const sections = receiptSections(pixPayment(), t, '22/11/2026, 12:00:12');
    expect(sections.map((section) => section.title)).toEqual([
      'Pix enviado',
      'Quem recebeu',
      'Quem pagou',
    ]);
    expect(sections[0]!.lines).toContainEqual(['ID da transação', pixPayment().end_to_end_id]);
    // A key payment names the key, never the account behind it.
    expect(sections[1]!.lines.map(([label]) => label)).toEqual([
      'Nome',
      'CPF/CNPJ',
      'Instituição',
      'Chave Pix',
    ]);
    expect(sections[1]!.lines).toContainEqual(['Chave Pix', 'E-mail · carlos@ipe.dev']);
  });

  it('is a PDF named after the end-to-end id', async () => {
    const t = await pixT();
    const pdf = await receiptPdf(pixPayment(), t, '22/11/2026, 12:00:12');
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      // jsPDF's standard fonts write WinAnsi bytes (the amount's no-break space is 0xA0).
      reader.readAsText(pdf, 'windows-1252');
    });
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toContain(pixPayment().end_to_end_id);
    // The amount the screen shows large leads the PDF's lines.
    expect(text).toContain(`(${formatBrl(pixPayment().amount_cents)})`);
    expect(pdf.type).toBe('application/pdf');
    expect(receiptFileName(pixPayment())).toBe(
      'comprovante-pix-E40506070202611221500aB3dE5fG7hJ.pdf',
    );
  });
});
