import { pipeline, Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
import { formatDay, formatSaoPauloTime, toSaoPauloDate } from '@ipe/domain';
import type { StatementItem } from '../statements';
import { decimalAmount, type StatementExport } from './statementExport';

const who = (line: StatementItem) => line.counterparty?.holder_name ?? line.counterparty_name ?? '';

/**
 * The statement as CSV, streamed. `pt-BR`: what Excel and LibreOffice open in Brazil by a double
 * click (semicolons, decimal comma, dd/mm/yyyy, a BOM so accents read as UTF-8). `plain`: for
 * programs (commas, decimal point, ISO dates, no BOM).
 */
export function statementCsv(statement: StatementExport, dialect: 'pt-BR' | 'plain'): Readable {
  const ptBR = dialect === 'pt-BR';
  const columns = ptBR
    ? ['Data', 'Hora', 'Descrição', 'Quem', 'Mensagem', 'Tipo', 'Valor (R$)', 'Situação', 'ID']
    : [
        'date',
        'time',
        'title',
        'counterparty',
        'description',
        'category',
        'amount',
        'status',
        'id',
      ];
  const rows = async function* () {
    for await (const line of statement.lines) {
      const at = new Date(line.created_at);
      const day = toSaoPauloDate(at);
      yield [
        ptBR ? formatDay(day) : day,
        formatSaoPauloTime(at),
        line.title,
        who(line),
        line.description ?? '',
        line.category ?? line.kind,
        decimalAmount(line.signed_amount_cents, ptBR ? ',' : '.'),
        line.status,
        line.id,
      ];
    }
  };
  // pipeline, not pipe: a download given up ends the reading, and a reading that fails breaks the
  // file instead of leaving it open (pipe passes neither back nor forth). Both reach the returned
  // stream, which is what the route sends.
  return pipeline(
    Readable.from(rows()),
    stringify({
      header: true,
      columns,
      delimiter: ptBR ? ';' : ',',
      bom: ptBR,
      record_delimiter: ptBR ? 'windows' : 'unix',
    }),
    () => undefined,
  );
}
