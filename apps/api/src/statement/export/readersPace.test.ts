import type { Readable } from 'node:stream';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { describe, expect, it } from 'vitest';
import type { StatementItem } from '../statements';
import { statementCsv } from './csv';
import { statementOfx } from './ofx';
import { statementPdf } from './pdf';
import type { StatementExport } from './statementExport';

const LINES = 5_000;

/** A long period whose lines say how many were read and whether their reading was ended. */
function longPeriod(failAt = Infinity) {
  const read = { lines: 0, ended: false };
  async function* lines(): AsyncGenerator<StatementItem> {
    try {
      for (let i = 0; i < LINES; i++) {
        if (i === failAt) throw new Error('the database went away');
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

/** Every export's writer, as the route picks them. */
const WRITERS: [string, (statement: StatementExport) => Readable][] = [
  ['PDF', statementPdf],
  ['CSV', (statement) => statementCsv(statement, 'pt-BR')],
  ['plain CSV', (statement) => statementCsv(statement, 'plain')],
  ['OFX 2', (statement) => statementOfx(statement, '2')],
  ['OFX 1', (statement) => statementOfx(statement, '1')],
];

/**
 * A statement's file is written as it is downloaded (docs/architecture/statements.md,
 * "Exports"): a reader that takes nothing gets no more of the period read for it, and one that
 * gives up ends the reading. The lines here come without waiting, as a fast database would give
 * them: without the reader's pace the whole period is read and held in the first turn.
 */
describe.each(WRITERS)('statement %s, written at the reader’s pace', (_, write) => {
  it('reads the period only as fast as the file is taken, then to its end', async () => {
    const { statement, read } = longPeriod();
    const file = write(statement);
    await nextTurn();
    await nextTurn();
    expect(read.lines).toBeLessThan(LINES / 5);
    expect(file.readableLength).toBeLessThanOrEqual(2 * file.readableHighWaterMark);

    const chunks: Buffer[] = [];
    for await (const chunk of file) chunks.push(Buffer.from(chunk as Buffer | string));
    expect(read).toEqual({ lines: LINES, ended: true });
    expect(Buffer.concat(chunks).length).toBeGreaterThan(LINES * 20);
  });

  it('stops reading the period when the download is given up', async () => {
    const { statement, read } = longPeriod();
    const file = write(statement);
    // Taken until the lines are being read (past the file's header), then given up.
    while (read.lines === 0) {
      await new Promise((resolve) => file.once('readable', resolve));
      while (file.read() !== null);
    }
    file.destroy();
    await nextTurn();
    await nextTurn();
    expect(read.ended).toBe(true);
    expect(read.lines).toBeLessThan(LINES / 5);
  });

  it('breaks the file when the period cannot be read to its end', async () => {
    const { statement } = longPeriod(1_000);
    const file = write(statement);
    await expect(
      (async () => {
        for await (const chunk of file) void chunk;
      })(),
    ).rejects.toThrow('the database went away');
  });
});
