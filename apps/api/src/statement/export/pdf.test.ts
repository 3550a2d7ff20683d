import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import type { StatementItem } from '../statements';
import { statementPdf } from './pdf';
import type { StatementExport } from './statementExport';

const LINES = 5_000;

/** A long period whose lines say how many were read and whether their reading was ended. */
function longPeriod() {
  const read = { lines: 0, ended: false };
  async function* lines(): AsyncGenerator<StatementItem> {
    try {
      for (let i = 0; i < LINES; i++) {
        read.lines += 1;
        yield {
          id: String(i),
          created_at: new Date(Date.UTC(2026, 0, 1) + i * 60_000).toISOString(),
          title: 'Pix recebido',
          description: 'Aluguel',
          kind: 'pix',
          category: 'pix',
          direction: 'credit',
          amount_cents: 12_345,
          signed_amount_cents: 12_345,
          status: 'posted',
          counterparty: null,
          counterparty_name: 'Maria da Silva',
          pix_payment_id: null,
          boleto_payment_id: null,
          pix_received_id: null,
        };
      }
    } finally {
      read.ended = true;
    }
  }
  const statement: StatementExport = {
    header: {
      bank: { name: 'Ipê', code: '999', ispb: '99999999' },
      holder: { name: 'Maria da Silva', document: '12345678909' },
      branch: '0001',
      number: '123456',
      from: '2026-01-01',
      to: '2026-12-31',
      openingBalance: 0,
      closingBalance: LINES * 12_345,
      generatedAt: new Date(),
    },
    lines: lines(),
  };
  return { statement, read };
}

/**
 * The statement's PDF is written as it is downloaded (docs/architecture/statements.md,
 * "Exports"): a reader that takes nothing gets no more of the period read for it, and one that
 * gives up ends the reading. The lines here come without waiting, as a fast database would give
 * them: without the reader's pace the whole period is read and held in the first turn.
 */
describe('statement PDF, written at the reader’s pace', () => {
  it('reads the period only as fast as the file is taken, then to its end', async () => {
    const { statement, read } = longPeriod();
    const pdf = statementPdf(statement);
    await nextTurn();
    await nextTurn();
    expect(read.lines).toBeLessThan(LINES / 5);
    expect(pdf.readableLength).toBeLessThanOrEqual(2 * pdf.readableHighWaterMark);

    const chunks: Buffer[] = [];
    for await (const chunk of pdf) chunks.push(chunk as Buffer);
    const file = Buffer.concat(chunks).toString('latin1');
    expect(read).toEqual({ lines: LINES, ended: true });
    expect(file.startsWith('%PDF-')).toBe(true);
    expect(file.trimEnd().endsWith('%%EOF')).toBe(true);
  });

  it('stops reading the period when the download is given up', async () => {
    const { statement, read } = longPeriod();
    const pdf = statementPdf(statement);
    await new Promise((resolve) => pdf.once('readable', resolve));
    pdf.read();
    pdf.destroy();
    await nextTurn();
    await nextTurn();
    expect(read.ended).toBe(true);
    expect(read.lines).toBeLessThan(LINES / 5);
  });
});
