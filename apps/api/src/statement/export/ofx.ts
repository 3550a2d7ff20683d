import { Readable } from 'node:stream';
import { addDays, saoPauloInstant } from '@ipe/domain';
import type { StatementItem } from '../statements';
import { decimalAmount, type StatementExport, type StatementHeader } from './statementExport';

/**
 * OFX for finance software (GnuCash, Money, Brazilian apps that read bank files). No maintained OFX
 * writer exists on npm, so this small one is ours (docs/architecture/statements.md, "Exports"):
 * 2.2 is XML; 1.0.2 is SGML, leaf elements without end tags and text in Windows-1252, as the
 * older readers Brazilian banks still serve expect.
 */
export function statementOfx(statement: StatementExport, version: '1' | '2'): Readable {
  const sgml = version === '1';
  const chunks = ofxChunks(statement, sgml);
  return Readable.from(
    sgml
      ? (async function* () {
          for await (const chunk of chunks) yield Buffer.from(toLatin1(chunk), 'latin1');
        })()
      : chunks,
  );
}

async function* ofxChunks(statement: StatementExport, sgml: boolean): AsyncGenerator<string> {
  const { header } = statement;
  const leaf = (name: string, value: string) =>
    sgml ? `<${name}>${escape(value)}\n` : `<${name}>${escape(value)}</${name}>\n`;
  yield sgml ? SGML_HEADER : XML_HEADER;
  yield '<OFX>\n<SIGNONMSGSRSV1>\n<SONRS>\n';
  yield status(leaf);
  yield leaf('DTSERVER', ofxTime(header.generatedAt));
  yield leaf('LANGUAGE', 'POR');
  yield `<FI>\n${leaf('ORG', header.bank.name)}${leaf('FID', header.bank.code)}</FI>\n`;
  yield '</SONRS>\n</SIGNONMSGSRSV1>\n<BANKMSGSRSV1>\n<STMTTRNRS>\n';
  yield leaf('TRNUID', '0');
  yield status(leaf);
  yield '<STMTRS>\n';
  yield leaf('CURDEF', 'BRL');
  yield '<BANKACCTFROM>\n';
  yield leaf('BANKID', header.bank.code);
  yield leaf('BRANCHID', header.branch);
  yield leaf('ACCTID', header.number);
  yield leaf('ACCTTYPE', 'CHECKING');
  yield '</BANKACCTFROM>\n<BANKTRANLIST>\n';
  yield leaf('DTSTART', ofxTime(periodStart(header)));
  yield leaf('DTEND', ofxTime(periodEnd(header)));
  for await (const line of statement.lines) {
    // A reservation still pending or voided is not a posted transaction yet.
    if (line.status !== 'posted') continue;
    yield '<STMTTRN>\n';
    yield leaf('TRNTYPE', transactionType(line));
    yield leaf('DTPOSTED', ofxTime(new Date(line.created_at)));
    yield leaf('TRNAMT', decimalAmount(line.signed_amount_cents, '.'));
    yield leaf('FITID', line.id);
    // NAME holds at most 32 characters (OFX 2.2 §11.4.3); the rest goes to MEMO.
    const name = line.counterparty?.holder_name ?? line.counterparty_name ?? line.title;
    yield leaf('NAME', name.slice(0, 32));
    const memo = [line.title, line.description].filter(Boolean).join(' - ');
    if (memo) yield leaf('MEMO', memo.slice(0, 255));
    yield '</STMTTRN>\n';
  }
  yield '</BANKTRANLIST>\n<LEDGERBAL>\n';
  yield leaf('BALAMT', decimalAmount(header.closingBalance, '.'));
  yield leaf('DTASOF', ofxTime(periodEnd(header)));
  yield '</LEDGERBAL>\n</STMTRS>\n</STMTTRNRS>\n</BANKMSGSRSV1>\n</OFX>\n';
}

const XML_HEADER =
  '<?xml version="1.0" encoding="UTF-8" standalone="no"?>\n' +
  '<?OFX OFXHEADER="200" VERSION="220" SECURITY="NONE" OLDFILEUID="NONE" NEWFILEUID="NONE"?>\n';

const SGML_HEADER = [
  'OFXHEADER:100',
  'DATA:OFXSGML',
  'VERSION:102',
  'SECURITY:NONE',
  'ENCODING:USASCII',
  'CHARSET:1252',
  'COMPRESSION:NONE',
  'OLDFILEUID:NONE',
  'NEWFILEUID:NONE',
  '',
  '',
].join('\r\n');

function status(leaf: (name: string, value: string) => string): string {
  return `<STATUS>\n${leaf('CODE', '0')}${leaf('SEVERITY', 'INFO')}</STATUS>\n`;
}

function transactionType(line: StatementItem): string {
  if (line.category === 'fee') return 'FEE';
  if (line.category === 'card') return 'POS';
  if (line.category === 'boleto' && line.direction === 'debit') return 'PAYMENT';
  if (line.category === 'pix' || line.category === 'transfer') return 'XFER';
  return line.direction === 'credit' ? 'CREDIT' : 'DEBIT';
}

const periodStart = (header: StatementHeader) => saoPauloInstant(header.from, '00:00');
const periodEnd = (header: StatementHeader) => saoPauloInstant(addDays(header.to, 1), '00:00');

/** 'YYYYMMDDHHMMSS.XXX[-3:BRT]': São Paulo's wall clock with its offset, as OFX dates go. */
export function ofxTime(instant: Date): string {
  const local = new Date(instant.getTime() - 3 * 3_600_000);
  const iso = local.toISOString();
  return `${iso.slice(0, 4)}${iso.slice(5, 7)}${iso.slice(8, 10)}${iso.slice(11, 13)}${iso.slice(14, 16)}${iso.slice(17, 19)}.${iso.slice(20, 23)}[-3:BRT]`;
}

function escape(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Text Windows-1252 readers show: Portuguese letters stay, the rest becomes its plain form. */
function toLatin1(text: string): string {
  return text
    .replace(/[\u2012-\u2015]/g, '-')
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d]/g, '"')
    .replace(/[^\t\n\r\u0020-\u00ff]/g, '?');
}
